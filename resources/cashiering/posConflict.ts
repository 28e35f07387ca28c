import type { RaRecord } from 'ra-core';
import type { TextValue } from '../../dataProviders/pos/contract';
import type { Translate } from './validation';

/** Fields whose values are ids of the record's choice lists: shown by the choice's name. */
const CHOICE_LISTS: Record<string, string> = {
  location_id: 'locations',
  location_ids: 'locations',
  credit_card_reader_type_id: 'credit_card_reader_types',
  time_zone_id: 'time_zones',
  state: 'states',
};

/** A form value in words: a choice by its name, Yes/No, a list joined; nothing as '' (the notice says "empty"). */
export const conflictValueText = (field: string, value: unknown, record: RaRecord, t: Translate): string => {
  const list = record[CHOICE_LISTS[field] ?? ''] as TextValue[] | undefined;
  const one = (item: unknown): string => {
    if (item === null || item === undefined || item === '') return '';
    if (typeof item === 'boolean') return t(item ? 'rm.pos.agency.yes' : 'rm.pos.agency.no');
    const choice = list?.find(entry => String(entry.value) === String(item));
    return choice ? choice.text : String(item);
  };
  return Array.isArray(value) ? value.map(one).filter(Boolean).join(', ') : one(value);
};
