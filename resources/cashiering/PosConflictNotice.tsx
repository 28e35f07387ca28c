import { useCallback, useState } from 'react';
import { useTranslate, type RaRecord } from 'ra-core';
import type { FieldValues } from 'react-hook-form';
import { currentOfConflict } from '../../dataProviders/conflict';
import { usePosOutcome } from './posOutcome';
import { ConflictNotice } from '../../src/layout/ConflictNotice';
import { conflictChanges } from '../../src/lib/conflict';
import { conflictValueText } from './posConflict';

/** A save refused because someone else saved the record after this form was opened. */
export interface PosConflict {
  /** The record as the server has it now. */
  current: RaRecord;
  /** Drops what was typed and loads the record as it is now. */
  onReload: () => void;
}

/**
 * The outcome of an edit page's save: a conflict (412) is held for the form's notice, any other failure goes to the
 * page's alert. `conflictWith(refetch)` is the notice's conflict, its Reload reading the record anew.
 */
export const usePosSaveConflict = (fields: readonly string[]) => {
  const { showSaveError, clear } = usePosOutcome();
  const [current, setCurrent] = useState<RaRecord | null>(null);
  const onSaveError = useCallback(
    (error: unknown) => {
      const now = currentOfConflict(error);
      setCurrent(now ?? null);
      if (now) clear();
      else showSaveError(error, fields);
    },
    [clear, showSaveError, fields],
  );
  const onSaved = useCallback(() => setCurrent(null), []);
  const conflictWith = (refetch: () => unknown): PosConflict | null =>
    current
      ? {
          current,
          onReload: () => {
            setCurrent(null);
            void refetch();
          },
        }
      : null;
  return { onSaveError, onSaved, conflictWith };
};

interface PosConflictNoticeProps<V extends FieldValues> {
  conflict: PosConflict;
  /** The record the form was opened with. */
  opened: RaRecord;
  toValues: (record: Partial<RaRecord>) => V;
  fields: readonly string[];
  /** Called as the Overwrite button submits the form: the save that follows replaces the version now on the server. */
  onOverwrite: (version: string | undefined) => void;
}

/**
 * The shared conflict notice for a cashiering form: what changed since the form was opened, each field by its label and
 * each choice by its name.
 */
export const PosConflictNotice = <V extends FieldValues>({
  conflict,
  opened,
  toValues,
  fields,
  onOverwrite,
}: PosConflictNoticeProps<V>) => {
  const translate = useTranslate();
  const { current } = conflict;
  const changes = conflictChanges(toValues(opened), toValues(current), fields).map(change => ({
    field: change.field,
    was: conflictValueText(change.field, change.was, opened, translate),
    now: conflictValueText(change.field, change.now, current, translate),
  }));
  return (
    <ConflictNotice
      changes={changes}
      onReload={conflict.onReload}
      onOverwrite={() => onOverwrite(current.version as string | undefined)}
      version={current}
    />
  );
};
