/** The pieces every cashiering form validates with, pure and translated by the caller. */
import { z } from '../../dataProviders/zod';
import type { FieldMessage } from '../../src/lib/formSchema';
import { centsOfDecimal, DECIMAL_PATTERN, decimalOfCents } from '../../src/lib/money';

export type Translate = (key: string, options?: Record<string, unknown>) => string;
export type FormErrors = Record<string, FieldMessage>;

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

type Check = readonly [test: (value: unknown) => boolean, message: string];
type ObjectCheck = (values: Record<string, unknown>) => { field: string; message: string } | undefined;

/**
 * The rules of a cashiering form as one zod schema, each message from `rm.pos.validation` in the caller's language
 * (a field is named by its label, react-admin's `resources.{resource}.fields.{field}`: "Code is required"). `field` gives a field's checks, run in order on a value given;
 * `bothOrNeither` and `notAbove` compare fields; `schema` makes the form's schema, and `validate` the errors react-admin's
 * Form takes from it: the first message of each field.
 */
export const posRules = (t: Translate, resource: 'agencies' | 'locations' | 'terminals' | 'posClients') => {
  const label = (field: string) => t(`resources.${resource}.fields.${field}`);
  const message = (key: string, field: string, args: Record<string, unknown> = {}) =>
    t(`rm.pos.validation.${key}`, { field: label(field), ...args });
  const trimmed = (value: unknown) => String(value).trim();
  return {
    field: (name: string, { required = false }: { required?: boolean }, ...checks: Check[]) =>
      z
        .unknown()
        .check(
          ...(required ? [z.refine(hasValue, message('required', name))] : []),
          ...checks.map(([test, text]) => z.refine((value: unknown) => isBlank(value) || test(value), text)),
        ),
    required: (name: string) => z.unknown().check(z.refine(hasValue, message('required', name))),
    decimal: (name: string): Check => [value => DECIMAL_PATTERN.test(trimmed(value)), message('decimal', name)],
    /** A decimal above `maxCents` gets "{Field} must be at most {max}". */
    atMost: (name: string, maxCents: bigint): Check => [
      value => (centsOfDecimal(value) ?? 0n) <= maxCents,
      message('atMost', name, { max: decimalOfCents(maxCents) }),
    ],
    phone: (name: string): Check => [value => PHONE_PATTERN.test(trimmed(value)), message('phone', name)],
    zipcode: (): Check => [value => ZIP_PATTERN.test(trimmed(value)), t('rm.pos.validation.zipcode')],
    email: (): Check => [value => EMAIL_PATTERN.test(trimmed(value)), t('rm.pos.validation.email')],
    /** Each of the two is required when the other has a value. */
    bothOrNeither:
      (a: string, b: string): ObjectCheck =>
      values => {
        if (hasValue(values[a]) && isBlank(values[b])) return { field: b, message: message('required', b) };
        if (hasValue(values[b]) && isBlank(values[a])) return { field: a, message: message('required', a) };
        return undefined;
      },
    /** `field` may not be more than `limit` (both decimals). */
    notAbove:
      (field: string, limit: string): ObjectCheck =>
      values => {
        const cents = centsOfDecimal(values[field]);
        const limitCents = centsOfDecimal(values[limit]);
        return cents !== undefined && limitCents !== undefined && cents > limitCents
          ? { field, message: message('notAbove', field, { limit: label(limit) }) }
          : undefined;
      },
    // Loose: the comparisons read fields the shape need not list (a fee pair's text).
    schema: (shape: Record<string, z.ZodMiniType>, ...checks: ObjectCheck[]) =>
      z.looseObject(shape).check(
        z.superRefine((values: Record<string, unknown>, ctx) => {
          for (const check of checks) {
            const found = check(values);
            if (found) ctx.issues.push({ code: 'custom', message: found.message, path: [found.field], input: values });
          }
        }),
      ),
  };
};

export { errorsOfSchema } from '../../src/lib/formSchema';

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
