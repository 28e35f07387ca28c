/** The pieces every cashiering form validates with, pure and translated by the caller. */
import { centsOfDecimal, DECIMAL_PATTERN, decimalOfCents } from '../../src/lib/money';

export type Translate = (key: string, options?: Record<string, unknown>) => string;
export type FormErrors = Record<string, string>;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A North American phone number, written as people do: (217) 555-0199, 217-555-0199, +1 217 555 0199. */
export const PHONE_PATTERN = /^(\+?1[\s.-]?)?(\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}$/;
/** A US ZIP code, or ZIP+4. */
export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

export const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && !value.trim()) ||
  (Array.isArray(value) && !value.length);

export const hasValue = (value: unknown) => !isBlank(value);

/**
 * Collects the first error of each field. `label(field)` names a field in the messages
 * ("Code is required"); messages come from `rm.pos.validation`.
 */
export const createValidator = <Values extends object>(
  values: Values,
  t: Translate,
  label: (field: string) => string,
) => {
  const errors: FormErrors = {};
  const get = (field: string) => (values as Record<string, unknown>)[field];
  const set = (field: string, message: string) => {
    if (!errors[field]) errors[field] = message;
  };
  const requiredMessage = (field: string) => t('rm.pos.validation.required', { field: label(field) });
  return {
    errors,
    required(...fields: string[]) {
      for (const field of fields) if (isBlank(get(field))) set(field, requiredMessage(field));
    },
    /** Each of the two is required when the other has a value. */
    bothOrNeither(a: string, b: string) {
      if (hasValue(get(a)) && isBlank(get(b))) set(b, requiredMessage(b));
      if (hasValue(get(b)) && isBlank(get(a))) set(a, requiredMessage(a));
    },
    decimal(...fields: string[]) {
      for (const field of fields) {
        const value = get(field);
        if (hasValue(value) && !DECIMAL_PATTERN.test(String(value).trim()))
          set(field, t('rm.pos.validation.decimal', { field: label(field) }));
      }
    },
    /** A decimal above `maxCents` gets "{Field} must be at most {max}". */
    atMost(maxCents: bigint, ...fields: string[]) {
      for (const field of fields) {
        const cents = centsOfDecimal(get(field));
        if (cents !== undefined && cents > maxCents)
          set(field, t('rm.pos.validation.atMost', { field: label(field), max: decimalOfCents(maxCents) }));
      }
    },
    /** `field` may not be more than `limit` (both decimals). */
    notAbove(field: string, limit: string) {
      const cents = centsOfDecimal(get(field));
      const limitCents = centsOfDecimal(get(limit));
      if (cents !== undefined && limitCents !== undefined && cents > limitCents)
        set(field, t('rm.pos.validation.notAbove', { field: label(field), limit: label(limit) }));
    },
    /** Each field, when given, must be a phone number. */
    phone(...fields: string[]) {
      for (const field of fields) {
        const value = get(field);
        if (hasValue(value) && !PHONE_PATTERN.test(String(value).trim()))
          set(field, t('rm.pos.validation.phone', { field: label(field) }));
      }
    },
    zipcode(field: string) {
      const value = get(field);
      if (hasValue(value) && !ZIP_PATTERN.test(String(value).trim())) set(field, t('rm.pos.validation.zipcode'));
    },
    email(field: string) {
      const value = get(field);
      if (hasValue(value) && !EMAIL_PATTERN.test(String(value).trim())) set(field, t('rm.pos.validation.email'));
    },
  };
};

/** A text field's value for a payload: trimmed, or null when empty. */
export const textOrNull = (value: unknown): string | null => {
  if (value === undefined || value === null) return null;
  const text = String(value).trim();
  return text ? text : null;
};

/** A required text field's value for a payload. */
export const text = (value: unknown): string => textOrNull(value) ?? '';

/** An id chosen in a select (numbers, or their text), or null. */
export const idOrNull = (value: unknown): number | null => {
  if (value === undefined || value === null || value === '') return null;
  const n = Number(value);
  return Number.isInteger(n) ? n : null;
};
