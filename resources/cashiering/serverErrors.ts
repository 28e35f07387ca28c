/**
 * The POS API's field errors (Rails' details, "has already been taken") in words a person reads at the field ("This
 * brand is already used by another client."), by field and kind of error; pure and translated by the caller.
 */
import type { FormErrors, Translate } from './validation';

export type ServerErrorKind = 'taken' | 'blank' | 'notInList' | 'tooLong' | 'invalid';

/** Where each resource's field labels are (rm.pos.{section}.{field}). */
const SECTIONS: Record<string, string> = {
  posClients: 'client',
  agencies: 'agency',
  locations: 'location',
  terminals: 'terminal',
};

/** Rails' details by kind, most telling first: a field with several details says the first kind found. */
const KINDS: [ServerErrorKind, RegExp][] = [
  ['taken', /has already been taken/],
  ['blank', /can't be blank|can’t be blank|is required/],
  ['notInList', /is not included in the list|must exist/],
  ['tooLong', /is too long(?: \(maximum is (\d+) characters\))?/],
  ['invalid', /is invalid|is not a valid|must be decimal or integer/],
];

export const kindOfServerError = (details: string): { kind: ServerErrorKind; max?: string } | undefined => {
  for (const [kind, pattern] of KINDS) {
    const match = pattern.exec(details);
    if (match) return { kind, max: match[1] };
  }
  return undefined;
};

/** One field's server details in words; a detail of no known kind is said after the field's name. */
export const serverErrorWords = (resource: string, field: string, details: string, t: Translate): string => {
  const section = SECTIONS[resource] ?? resource;
  const label = t(`rm.pos.${section}.${field}`, { _: field });
  const found = kindOfServerError(details);
  switch (found?.kind) {
    case 'taken':
      return t(`rm.pos.serverErrors.taken.${section}.${field}`, {
        _: t('rm.pos.serverErrors.takenOther', { field: label }),
      });
    case 'blank':
      return t('rm.pos.validation.required', { field: label });
    case 'notInList':
      return t('rm.pos.serverErrors.notInList', { field: label });
    case 'tooLong':
      return found.max
        ? t('rm.pos.serverErrors.tooLongMax', { field: label, max: found.max })
        : t('rm.pos.serverErrors.tooLong', { field: label });
    case 'invalid':
      return field === 'email' ? t('rm.pos.validation.email') : t('rm.pos.serverErrors.invalid', { field: label });
    default:
      return t('rm.pos.serverErrors.other', { field: label, details });
  }
};

/**
 * The server's field errors (react-admin's `body.errors`, one text per field) that belong to one of the form's fields,
 * in words; the others are said by the page's alert (usePosAlert's showSaveError), so that no error sits on a field
 * nobody can see or fix.
 */
export const formFieldErrors = (
  errors: unknown,
  fields: readonly string[],
  resource: string,
  t: Translate,
): FormErrors | undefined => {
  if (!errors || typeof errors !== 'object') return undefined;
  const out: FormErrors = {};
  for (const [field, details] of Object.entries(errors as Record<string, unknown>))
    if (fields.includes(field) && details) out[field] = serverErrorWords(resource, field, String(details), t);
  return Object.keys(out).length ? out : undefined;
};

/** The server's field errors on fields the form does not have, as the alert's lines ("field: details."). */
export const otherFieldErrors = (errors: unknown, fields: readonly string[]): string[] =>
  errors && typeof errors === 'object'
    ? Object.entries(errors as Record<string, unknown>)
        .filter(([field, details]) => !fields.includes(field) && details)
        .map(([field, details]) => `${field}: ${String(details)}.`)
    : [];
