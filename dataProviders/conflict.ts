import { HttpError, type RaRecord } from 'ra-core';
import { statusOfError } from './http';

/**
 * Optimistic locking, the same for every backend: a write names the version of the record it was based on (If-Match),
 * and a server that has a newer one refuses it (412). The refusal becomes one error, whatever the backend: react-admin's
 * `HttpError` with the record as it is now in `body.current`, so the form can say what changed since it was opened.
 */

/** The message of a save refused because the record changed since it was read (412); the form says it in words. */
export const CONFLICT = 'This record has changed since it was read';

/** The record as the server has it now, carried by a save refused as stale; none for any other error. */
export const currentOfConflict = (error: unknown): RaRecord | undefined =>
  statusOfError(error) === 412 ? (error as { body?: { current?: RaRecord } }).body?.current : undefined;

/** The If-Match header of a write based on `etag`; none when the record read had no version. */
export const ifMatch = (etag: string | undefined) => (etag ? { 'If-Match': etag } : undefined);

/** `write`, whose 412 becomes the conflict error carrying the record as `readCurrent` reads it now. */
export const refusingStale = async <T>(write: () => Promise<T>, readCurrent: () => Promise<RaRecord>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (statusOfError(error) !== 412) throw error;
    throw new HttpError(CONFLICT, 412, { current: await readCurrent() });
  }
};
