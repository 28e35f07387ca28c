/** A field the other save changed: its value when the form was opened, and now. */
export interface ConflictChange {
  field: string;
  was: unknown;
  now: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What changed on the server since a form was opened: the form's fields whose values (as the form shows them) differ
 * between the record the form opened with and the record as it is now.
 */
export const conflictChanges = <V extends object>(
  opened: V,
  current: V,
  fields: readonly string[],
): ConflictChange[] => {
  const was = opened as Record<string, unknown>;
  const now = current as Record<string, unknown>;
  return fields
    .filter(field => !same(was[field], now[field]))
    .map(field => ({ field, was: was[field], now: now[field] }));
};
