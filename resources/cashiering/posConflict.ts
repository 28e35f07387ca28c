import type { RaRecord } from 'ra-core';
import type { FieldValues } from 'react-hook-form';
import type { TextValue } from '../../dataProviders/pos/contract';
import type { Translate } from './validation';

/** A field the other save changed: its value when the form was opened, and now. */
export interface ConflictChange {
  field: string;
  was: unknown;
  now: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What changed on the server since the form was opened: the form's fields whose values (as the form shows them)
 * differ between the record the form opened with and the record as it is now.
 */
export const conflictChanges = <V extends FieldValues>(
  opened: V,
  current: V,
  fields: readonly string[],
): ConflictChange[] =>
  fields
    .filter(field => !same(opened[field], current[field]))
    .map(field => ({
      field,
      was: opened[field],
      now: current[field],
    }));

/** Fields whose values are ids of the record's choice lists: shown by the choice's name. */
const CHOICE_LISTS: Record<string, string> = {
  location_id: 'locations',
  location_ids: 'locations',
  credit_card_reader_type_id: 'credit_card_reader_types',
  time_zone_id: 'time_zones',
  state: 'states',
};

/** A form value in words: a choice by its name, Yes/No, a list joined, nothing as "(empty)". */
export const conflictValueText = (field: string, value: unknown, record: RaRecord, t: Translate): string => {
  const list = record[CHOICE_LISTS[field] ?? ''] as TextValue[] | undefined;
  const one = (item: unknown): string => {
    if (item === null || item === undefined || item === '') return '';
    if (typeof item === 'boolean') return t(item ? 'rm.pos.agency.yes' : 'rm.pos.agency.no');
    const choice = list?.find(entry => String(entry.value) === String(item));
    return choice ? choice.text : String(item);
  };
  const text = Array.isArray(value) ? value.map(one).filter(Boolean).join(', ') : one(value);
  return text || t('rm.pos.conflict.empty');
};
