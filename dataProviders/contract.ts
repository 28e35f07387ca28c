import { HttpError } from 'ra-core';
import { z } from './zod';

/**
 * Checks a response against its contract. A body that does not match becomes a clear error
 * at the call, never `undefined` deep in a component.
 */
export const parseContract = <S extends z.core.$ZodType>(schema: S, value: unknown, message: string): z.infer<S> => {
  const result = z.safeParse(schema, value);
  if (!result.success) {
    if (import.meta.env?.DEV && import.meta.env.MODE !== 'test') console.error(message, result.error.issues);
    throw new HttpError(message, 200, { raw: value });
  }
  return result.data;
};
