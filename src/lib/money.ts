/**
 * Money is integer cents from the API to the screen; only formatting turns it into dollars.
 * Parsing works on the digits as text, so no amount ever passes through a float.
 */

import { intlLocaleOf } from './locale';

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

const assertCents = (cents: number) => {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Money must be whole cents, got ${cents}`);
};

const currencyFormats = new Map<string, Intl.NumberFormat>();
const currencyFormat = (locale: string) => {
  let format = currencyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlLocaleOf(locale), { style: 'currency', currency: 'USD' });
    currencyFormats.set(locale, format);
  }
  return format;
};

/**
 * `123456` -> `$1,234.56`, `-5` -> `-$0.05`; other languages than English as Intl writes dollars in them, given the
 * amount as a decimal string so it never becomes a float.
 */
export const formatCents = (cents: number, locale = 'en'): string => {
  assertCents(cents);
  const negative = cents < 0;
  if (locale !== 'en') return currencyFormat(locale).format(centsToInput(cents) as Intl.StringNumericLiteral);
  const text = String(Math.abs(cents)).padStart(3, '0');
  const dollars = groupThousands(text.slice(0, -2));
  return `${negative ? '-' : ''}$${dollars}.${text.slice(-2)}`;
};

/** `123456` -> `1234.56`: what a currency input shows for an amount (no sign, no separators). */
export const centsToInput = (cents: number): string => {
  assertCents(cents);
  const text = String(Math.abs(cents)).padStart(3, '0');
  return `${cents < 0 ? '-' : ''}${text.slice(0, -2)}.${text.slice(-2)}`;
};

const MONEY = /^(-)?\$?((?:\d{1,3}(?:,\d{3})+)|\d*)(?:\.(\d{0,2}))?$/;

/**
 * Dollars as people type them (`1234.5`, `$1,234.56`, `.75`, `-3`) -> cents; anything else -> null.
 * More than two decimals is not an amount of money and gives null.
 */
export const parseMoney = (input: string | null | undefined): number | null => {
  const text = (input ?? '').trim().replace(/\s+/g, '');
  if (!text) return null;
  const match = MONEY.exec(text);
  if (!match) return null;
  const [, minus, whole = '', fraction = ''] = match;
  if (!whole && !fraction) return null;
  const cents = Number(whole.replace(/,/g, '') || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return minus ? -cents : cents;
};

/**
 * What a currency input keeps of a keystroke: digits, one point and at most two decimals
 * (and a leading minus when negative amounts are allowed, so they can be reported rather than hidden).
 */
export const sanitizeMoneyInput = (input: string, { allowNegative = false } = {}): string => {
  const negative = allowNegative && input.trim().startsWith('-');
  let seenPoint = false;
  let out = '';
  let decimals = 0;
  for (const char of input) {
    if (char >= '0' && char <= '9') {
      if (seenPoint) {
        if (decimals >= 2) continue;
        decimals += 1;
      }
      out += char;
    } else if (char === '.' && !seenPoint) {
      seenPoint = true;
      out += char;
    }
  }
  return `${negative ? '-' : ''}${out}`;
};

/** Sum of cents; integers stay integers. */
export const sumCents = (amounts: readonly number[]): number => amounts.reduce((total, cents) => total + cents, 0);

/** An amount as the cashiering forms take it: digits with an optional one or two decimals ("150", "1.5", "99.50"). */
export const DECIMAL_PATTERN = /^\d+(\.\d{1,2})?$/;
/** The largest amount a cashier enters (a fee, a card limit, a float): 9,999,999.99, in cents. */
export const MAX_AMOUNT_CENTS = 999_999_999n;
/** The largest percentage (100.00), in hundredths. */
export const MAX_PERCENT_CENTS = 10_000n;

/**
 * Decimal text (DECIMAL_PATTERN) as exact cents, read digit by digit: "1234567890123456.78" stays itself, where a
 * float would read back as …456.75. A number is read from its shortest decimal writing (12.5 is "12.5"), never
 * multiplied as a float. Undefined for anything else.
 */
export const centsOfDecimal = (value: unknown): bigint | undefined => {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  if (!DECIMAL_PATTERN.test(text)) return undefined;
  const [whole, fraction = ''] = text.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
};

/** Cents as decimal text with two decimals, no separators: 999999999n is "9999999.99", -5 is "-0.05". */
export const decimalOfCents = (cents: bigint | number): string => {
  const value = BigInt(cents);
  const size = value < 0n ? -value : value;
  return `${value < 0n ? '-' : ''}${size / 100n}.${String(size % 100n).padStart(2, '0')}`;
};

/** A decimal as money text with two decimals ("150.5" is "150.50", 12.5 is "12.50"); anything else as it is. */
export const moneyText = (value: unknown): string => {
  const cents = centsOfDecimal(value);
  return cents === undefined ? String(value ?? '') : decimalOfCents(cents);
};

/**
 * Cents as the JSON number an API asks for (the POS API's convenience fee): the number the decimal text writes, so it
 * serialises back to that text ("12.50" goes as 12.5); no arithmetic on a float.
 */
export const jsonNumberOfCents = (cents: bigint): number => Number(decimalOfCents(cents));
