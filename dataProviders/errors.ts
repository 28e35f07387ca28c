export type FieldErrors = Record<string, string[]>;

export const NETWORK_ERROR = 'Network error';

const asDetails = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.flatMap(asDetails);
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.detail === 'string') return [record.detail];
    if (typeof record.message === 'string') return [record.message];
  }
  return [];
};

const fieldOf = (entry: Record<string, unknown>): string => {
  if (typeof entry.field === 'string') return entry.field;
  if (typeof entry.attribute === 'string') return entry.attribute;
  const source = entry.source as Record<string, unknown> | undefined;
  if (source && typeof source.pointer === 'string') return source.pointer.split('/').filter(Boolean).pop() ?? 'base';
  if (source && typeof source.parameter === 'string') return source.parameter;
  return 'base';
};

/**
 * An `errors` list in a server body, in either shape the backends use:
 * Rails (`{ errors: { name: ["can't be blank"] } }`) or a list (`{ errors: [{ field, detail }] }`).
 */
export const fieldErrorsOf = (body: unknown): FieldErrors | undefined => {
  if (!body || typeof body !== 'object') return undefined;
  const errors = (body as Record<string, unknown>).errors;
  if (!errors || typeof errors !== 'object') return undefined;
  const out: FieldErrors = {};
  if (Array.isArray(errors)) {
    for (const entry of errors) {
      if (typeof entry === 'string') {
        (out.base ??= []).push(entry);
      } else if (entry && typeof entry === 'object') {
        const details = asDetails(entry);
        if (details.length) (out[fieldOf(entry as Record<string, unknown>)] ??= []).push(...details);
      }
    }
  } else {
    for (const [field, value] of Object.entries(errors as Record<string, unknown>)) {
      const details = asDetails(value);
      if (details.length) out[field] = details;
    }
  }
  return Object.keys(out).length ? out : undefined;
};

/** `field: detail1, detail2.` per field, as the error catalogues of both specs (revenue-management, pos-config) say. */
export const formatFieldErrors = (errors: FieldErrors): string =>
  Object.entries(errors)
    .map(([field, details]) => `${field}: ${details.join(', ')}.`)
    .join('\n');

/** The message a failed response shows: its errors list, else its message, else `unexplained` (Network error). */
export const errorMessageOf = (body: unknown, unexplained: string = NETWORK_ERROR): string => {
  const fieldErrors = fieldErrorsOf(body);
  if (fieldErrors) return formatFieldErrors(fieldErrors);
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    for (const key of ['message', 'error_description', 'error']) {
      if (typeof record[key] === 'string' && record[key]) return record[key] as string;
    }
  }
  return unexplained;
};
