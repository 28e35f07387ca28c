import type { Collections } from '../store';

/** Markup that runs script if a component ever injects a string as HTML. */
export const XSS_MARKUP = '<img src=x onerror=window.__xss=1>';
/** A URL that runs script if a component ever puts a string in a link, a frame or window.open. */
export const XSS_URL = 'javascript:window.__xss=1//';

/**
 * Fields that identify or classify rather than display: ids, slugs, emails, enums, dates, codes,
 * numbers kept as strings, and the keys other records point at. They keep their values so the app
 * still works; every other string gets a payload.
 */
const KEPT =
  /^(id|slug|.*Slugs?|.*_slug|email|emailAddress|role|pos_role|status|providerStatus|credentialsProvider|type|kind|timezone|time_zone.*|.*_at|.*At|.*Date|paymentProcessTypeName|paymentInitiator|paymentChannel|paymentMode|refundTypeAllowed|lastFour|firstSix|zipCode|zipcode|bankAccountType|code|location_code|kiosk_id|internal_device_id|state|value|payment_source|split_fee_mid.*|default_float|.*percentage|.*_fee|.*[Aa]mount.*|.*InCents|phone_\d|accountNumber|expMonth|expYear|cardType)$/;
const URL_LIKE = /url|Url|URL|href|link/;

const payloadFor = (key: string, value: string) => {
  if (!value) return value;
  if (URL_LIKE.test(key) || /^https?:\/\//.test(value)) return `${XSS_URL}${value}`;
  // The original text stays after the payload, so names remain unique and sort as before.
  return `${XSS_MARKUP}${value}`;
};

const poison = (value: unknown, key: string): unknown => {
  if (typeof value === 'string') return KEPT.test(key) ? value : payloadFor(key, value);
  if (Array.isArray(value)) return value.map(item => poison(item, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([childKey, child]) => [childKey, poison(child, childKey)]),
    );
  }
  return value;
};

/**
 * The XSS sweep's data (`--xss` or MOCK_XSS=1): every display string of every record (names,
 * descriptions, addresses, labels, line-item texts…) carries a script payload; URL fields carry a
 * javascript: URL. The same input always gives the same output, so references between records hold.
 */
export const xssSeed = (collections: Collections): Collections =>
  Object.fromEntries(
    Object.entries(collections).map(([name, records]) => [
      name,
      records.map(record => poison(record, '') as typeof record),
    ]),
  );

export const xssEnabled = () => process.env.MOCK_XSS === '1' || process.env.MOCK_XSS === 'true';
