import { z } from './zod';

/**
 * How long the text of a write may be. The specs fix none but the four digits of a last four, so these are what a
 * real form needs with room to spare; the backends refuse longer values with 422 (docs/security.md).
 */
export const LIMITS = {
  /** A person's first or last name, a location's or terminal's name, an agency's description. */
  name: 100,
  /** RFC 5321's longest address. */
  email: 254,
  /** Codes, slugs, phone numbers, addresses and other one-line text. */
  text: 255,
  url: 2048,
  /** Ids, agencies or line items listed in one request. */
  list: 1000,
} as const;

const tooLong = (max: number) => z.maxLength(max, `is too long (maximum is ${max} characters)`);

/** A name is shown and exported (CSV): a control character in one (NUL, line feed, escape) is refused, never stored. */
export const NO_CONTROL_CHARACTERS = 'must not contain control characters';

export const nameText = () => z.string().check(tooLong(LIMITS.name), z.regex(/^\P{Cc}*$/u, NO_CONTROL_CHARACTERS));
export const emailText = () => z.string().check(tooLong(LIMITS.email));
export const lineText = () => z.string().check(tooLong(LIMITS.text));
export const urlText = () => z.string().check(tooLong(LIMITS.url));
export const listOf = <T extends z.core.$ZodType>(item: T) =>
  z.array(item).check(z.maxLength(LIMITS.list, `has too many entries (maximum is ${LIMITS.list})`));
