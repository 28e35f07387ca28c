import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useResourceContext, useTranslate, type RaRecord } from 'ra-core';
import type { FieldValues } from 'react-hook-form';
import { currentOfConflict } from '../../dataProviders/conflict';
import { fieldLabelKey } from './fieldLabels';
import { usePosOutcome } from './posOutcome';
import { conflictChanges, conflictValueText } from './posConflict';

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
 * Says that the record changed since the form was opened and what changed, and lets the user choose on purpose:
 * load the record as it is now (their typing is dropped) or save theirs over it. Nothing is saved until they choose;
 * what they typed stays in the form meanwhile.
 */
export const PosConflictNotice = <V extends FieldValues>({
  conflict,
  opened,
  toValues,
  fields,
  onOverwrite,
}: PosConflictNoticeProps<V>) => {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const ref = useRef<HTMLDivElement>(null);
  const { current } = conflict;
  const changes = conflictChanges(toValues(opened), toValues(current), fields);
  // The notice may appear far above the Save button that was pressed: it takes the focus, so it is seen and read.
  useEffect(() => {
    ref.current?.focus();
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [current]);
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      severity="warning"
      role="alert"
      sx={{ mb: 2, scrollMarginTop: 16, '&:focus': { outline: 'none' } }}
    >
      <AlertTitle>{translate('rm.pos.conflict.heading')}</AlertTitle>
      {changes.length ? (
        <>
          {translate('rm.pos.conflict.changed')}
          <Box component="ul" sx={{ my: 1, pl: 2.5 }}>
            {changes.map(change => (
              <li key={change.field}>
                {translate('rm.pos.conflict.change', {
                  field: translate(fieldLabelKey(resource, change.field), { _: change.field }),
                  was: conflictValueText(change.field, change.was, opened, translate),
                  now: conflictValueText(change.field, change.now, current, translate),
                })}
              </li>
            ))}
          </Box>
        </>
      ) : (
        translate('rm.pos.conflict.noneVisible')
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button variant="outlined" color="inherit" size="small" onClick={conflict.onReload}>
          {translate('rm.pos.conflict.reload')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          color="warning"
          size="small"
          onClick={() => onOverwrite(current.version as string | undefined)}
        >
          {translate('rm.pos.conflict.overwrite')}
        </Button>
      </Box>
    </Alert>
  );
};
