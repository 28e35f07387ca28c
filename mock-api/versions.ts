import type { Request, Response } from 'express';
import { sendError } from './context';

/** What a write based on an old version is told (412), by every API of the mock. */
export const STALE_MESSAGE = 'This record has changed since it was read';

/**
 * Optimistic locking over HTTP: a write names the version it was based on in If-Match. None is 428; another version
 * than the record's own (`etag`) is 412, answered with the record's ETag, so a stale tab cannot overwrite what another
 * tab saved. Both answers are `sendError`'s `{message}`, the shape each API of the mock refuses in.
 */
export const matchesVersion = (req: Request, res: Response, etag: string): boolean => {
  const ifMatch = req.get('If-Match');
  if (!ifMatch) {
    sendError(res, 428, 'If-Match is required: send the ETag of the record this change is based on');
    return false;
  }
  const tags = ifMatch.split(',').map(tag => tag.trim());
  if (tags.includes('*') || tags.includes(etag)) return true;
  res.set('ETag', etag);
  sendError(res, 412, STALE_MESSAGE);
  return false;
};
