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

/**
 * How a backend's field errors land on its forms: the form field an API field is (undefined leaves it to the alert),
 * and the details a form says in its own words, as i18n keys by form field and the API's detail.
 */
export interface FieldErrorWords {
  field?: (apiField: string) => string | undefined;
  known?: Record<string, Record<string, string>>;
}

/** An API field's last part (`locations_config_attributes.default_float`, `data/profile/email`): the form field. */
export const lastPartOf = (apiField: string): string =>
  apiField
    .split(/[.[\]/]/)
    .filter(Boolean)
    .pop() ?? apiField;

/** The form field of an API field by default: its last part; `base` (the record as a whole) is no field. */
const formFieldOf = (apiField: string) => {
  const field = lastPartOf(apiField);
  return field === 'base' ? undefined : field;
};

/** `location_code` or `firstName` as a person reads it: "Location code", "First name". */
const labelOf = (field: string) => {
  const words = field
    .replace(/_id$/, '')
    .replace(/([a-z])([A-Z])/g, (_, a: string, b: string) => `${a} ${b.toLowerCase()}`)
    .replace(/_/g, ' ')
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Rails writes a field's detail as what follows its name: "is too long", "can't be blank", "must exist". */
const PREDICATE = /^(is|are|has|have|must|can|can't|cannot|should|does|doesn't|was|were|needs|may|will|isn't)\b/;

/**
 * One detail as a sentence about its field: a predicate after the field's name ("Name is too long."), any other detail
 * as the sentence it is ("Municipal Court is closed", "your role cannot assign…" with a capital); each ends with a
 * full stop.
 */
const sentenceOf = (field: string, detail: string) => {
  const text = detail.trim().replace(/[.!]+$/, '');
  const sentence = PREDICATE.test(text) ? `${labelOf(field)} ${text}` : text;
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
};

/**
 * A server's errors list as react-admin's forms take it (`HttpError` `body.errors`): one message per form field, every
 * detail kept, in words ("Name is too long. Name must start with a letter."). A field whose only detail the form says
 * in its own words gets that i18n key, which react-admin translates at the field. Undefined when no error names a field
 * of the form, so that the failure is said by the page instead.
 */
export const formErrorsOf = (
  errors: FieldErrors | undefined,
  { field: fieldOf = formFieldOf, known = {} }: FieldErrorWords = {},
): Record<string, string> | undefined => {
  const details: FieldErrors = {};
  for (const [apiField, list] of Object.entries(errors ?? {})) {
    const field = fieldOf(apiField);
    if (field && list.length) (details[field] ??= []).push(...list);
  }
  const out: Record<string, string> = {};
  for (const [field, list] of Object.entries(details)) {
    const key = list.length === 1 ? known[field]?.[list[0]] : undefined;
    out[field] = key ?? list.map(detail => sentenceOf(field, detail)).join(' ');
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
