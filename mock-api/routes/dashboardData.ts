/**
 * The analytics behind the mock dashboard: seeded payments read from the store at request time,
 * normalised (the payments seed may use API or camel-case names) and aggregated for one client,
 * some agencies and a period, in the client's timezone.
 */

export interface DashboardAgency {
  slug: string;
  name: string;
}

export interface NormalisedPayment {
  at: number;
  cents: number;
  status: string;
  isRefund: boolean;
  channel: string;
  method: string;
  agencySlug: string | null;
  agencyName: string | null;
  clientSlug: string | null;
}

type Json = Record<string, unknown>;

const str = (value: unknown): string | null =>
  typeof value === 'string' && value ? value : typeof value === 'number' ? String(value) : null;
const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value)
    ? value
    : typeof value === 'string' && /^-?\d+$/.test(value)
      ? Number(value)
      : null;
const first = <T>(read: (value: unknown) => T | null, ...values: unknown[]): T | null => {
  for (const value of values) {
    const out = read(value);
    if (out !== null) return out;
  }
  return null;
};
const objectOf = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});

/** Reads one stored payment whatever its naming; null when it has no date or amount. */
export const normalisePayment = (record: Json): NormalisedPayment | null => {
  const createdAt = first(str, record.createdAt, record.created_at, record.transactionDate, record.transaction_date);
  const at = createdAt ? Date.parse(createdAt) : NaN;
  const cents = first(
    num,
    record.totalAmount,
    record.total_amount,
    record.amountInCents,
    record.amount,
    record.subtotal,
  );
  if (!Number.isFinite(at) || cents === null) return null;
  const agency = record.agency;
  const agencyObject = objectOf(agency);
  const client = record.client;
  const processType = (
    first(str, record.paymentProcessTypeName, record.payment_process_type_name, record.processType) ?? ''
  ).toLowerCase();
  return {
    at,
    cents: Math.abs(Math.round(cents)),
    status: (first(str, record.status) ?? 'unknown').toLowerCase(),
    isRefund: processType === 'refund',
    channel: (first(str, record.paymentChannel, record.payment_channel, record.channel) ?? 'other').toLowerCase(),
    method: (
      first(str, record.type, record.payment_type, record.paymentType, record.paymentMethod, record.payment_method) ??
      'other'
    ).toLowerCase(),
    agencySlug: first(str, record.agencySlug, record.agency_slug, agencyObject.slug),
    agencyName: first(
      str,
      typeof agency === 'string' ? agency : null,
      agencyObject.name,
      record.agencyName,
      record.agency_name,
    ),
    clientSlug: first(
      str,
      record.clientSlug,
      record.client_slug,
      typeof client === 'string' ? client : null,
      objectOf(client).slug,
    ),
  };
};

/**
 * Money that reached the client: payments that went through, those later refunded included (their refunds are counted
 * on their own). Chargebacks, their reversals and ACH returns are transactions of their own that move a payment's money
 * back or forth, not payments: counted as collected they added the money taken back to the money collected.
 */
const COLLECTED = new Set(['successful', 'refunded', 'credited', 'debited']);
const FAILED = new Set(['failed', 'errored', 'rejected', 'rejected_velocity', 'expired', 'duplicated']);

export const CHANNEL_LABELS: Record<string, string> = { web: 'Web', kiosk: 'Kiosk', cashier: 'Cashiering' };

const CARD = new Set([
  'credit_card',
  'externally_processed_card',
  'external_read_credit_card',
  'encrypted_card',
  'token',
]);
const BANK = new Set(['bank_account', 'token_check', 'ach', 'echeck']);

export const methodLabel = (method: string) => {
  if (CARD.has(method)) return 'Card';
  if (BANK.has(method)) return 'Bank account';
  if (method === 'check') return 'Check';
  if (method === 'cash') return 'Cash';
  if (method === 'wire_payment') return 'Wire transfer';
  return method.replace(/_/g, ' ').replace(/^\w/, letter => letter.toUpperCase());
};

const STATUS_LABELS: Record<string, string> = {
  successful: 'Successful',
  refunded: 'Refunded',
  voided: 'Voided',
  pending: 'Pending',
  failed: 'Failed',
  errored: 'Errored',
  rejected: 'Rejected',
  rejected_velocity: 'Rejected-Velocity',
  expired: 'Expired',
  duplicated: 'Duplicate',
  chargeback: 'Chargeback',
  chargeback_reversal: 'Chargeback Reversal',
  ach_return: 'ACH Return',
  reversal_needed: 'Reversal Needed',
  debited: 'Shortage',
  credited: 'Overage',
};

export const statusLabel = (status: string) => STATUS_LABELS[status] ?? 'Unknown status';

export const channelLabel = (channel: string) =>
  CHANNEL_LABELS[channel] ?? channel.replace(/_/g, ' ').replace(/^\w/, letter => letter.toUpperCase());

/** Calendar day (YYYY-MM-DD) of an instant in a timezone. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** The calendar day of an instant in a timezone (one formatter per timezone: making one costs far more than using it). */
export const dayIn = (timeZone: string, at: number) => {
  let format = dayFormats.get(timeZone);
  if (!format)
    dayFormats.set(
      timeZone,
      (format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })),
    );
  return format.format(at);
};

const DAY_MS = 24 * 60 * 60 * 1000;

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

export type Bucketing = 'day' | 'week' | 'month';

export interface Bucket {
  key: string;
  /** First day of the bucket. */
  start: string;
  payments: number;
  collectedCents: number;
  refunds: number;
  refundedCents: number;
  chargebacks: number;
  chargebackCents: number;
}

export interface Breakdown {
  label: string;
  count: number;
  cents: number;
}

export interface DashboardSummary {
  from: string;
  to: string;
  days: number;
  bucketing: Bucketing;
  timezone: string;
  payments: number;
  collectedCents: number;
  averageCents: number;
  refunds: number;
  refundedCents: number;
  chargebacks: number;
  chargebackCents: number;
  failed: number;
  buckets: Bucket[];
  byChannel: Breakdown[];
  byMethod: Breakdown[];
  byAgency: Breakdown[];
  /** Every payment of the period (refunds aside) by status, counted. */
  byStatus: Breakdown[];
}

export const bucketingFor = (days: number): Bucketing => (days <= 31 ? 'day' : days <= 120 ? 'week' : 'month');

const bucketStart = (day: string, bucketing: Bucketing, from: string) => {
  if (bucketing === 'day') return day;
  if (bucketing === 'month') return `${day.slice(0, 7)}-01` < from ? from : `${day.slice(0, 7)}-01`;
  const offset = Math.floor((Date.parse(`${day}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / (7 * 86_400_000));
  return addDays(from, offset * 7);
};

const sortedBreakdown = (map: Map<string, Breakdown>) =>
  [...map.values()].sort((a, b) => b.cents - a.cents || a.label.localeCompare(b.label));

/**
 * Aggregates the payments of `agencies` of a client over the `days` days ending `today` (client timezone).
 * A refund counts on the day it was made; a chargeback on the day of the payment it reverses.
 */
export const summarise = (
  records: Json[],
  {
    clientSlug,
    agencies,
    timezone,
    days,
    today,
  }: { clientSlug: string; agencies: DashboardAgency[]; timezone: string; days: number; today: string },
): DashboardSummary => {
  const from = addDays(today, -(days - 1));
  const bucketing = bucketingFor(days);
  const slugs = new Set(agencies.map(agency => agency.slug));
  const nameToSlug = new Map(agencies.map(agency => [agency.name.toLowerCase(), agency.slug]));
  const nameOf = new Map(agencies.map(agency => [agency.slug, agency.name]));

  const buckets = new Map<string, Bucket>();
  for (let day = from; day <= today; day = addDays(day, 1)) {
    const start = bucketStart(day, bucketing, from);
    if (!buckets.has(start))
      buckets.set(start, {
        key: start,
        start,
        payments: 0,
        collectedCents: 0,
        refunds: 0,
        refundedCents: 0,
        chargebacks: 0,
        chargebackCents: 0,
      });
  }
  const byChannel = new Map<string, Breakdown>();
  const byMethod = new Map<string, Breakdown>();
  const byAgency = new Map<string, Breakdown>(
    agencies.map(agency => [agency.slug, { label: agency.name, count: 0, cents: 0 }]),
  );
  const byStatus = new Map<string, Breakdown>();
  const summary = {
    payments: 0,
    collectedCents: 0,
    refunds: 0,
    refundedCents: 0,
    chargebacks: 0,
    chargebackCents: 0,
    failed: 0,
  };
  const add = (map: Map<string, Breakdown>, key: string, label: string, cents: number) => {
    const entry = map.get(key) ?? { label, count: 0, cents: 0 };
    entry.count += 1;
    entry.cents += cents;
    map.set(key, entry);
  };

  // No timezone is more than 14 hours from UTC: an instant beyond a day either side of the period is outside it.
  const earliest = Date.parse(`${from}T00:00:00Z`) - DAY_MS;
  const latest = Date.parse(`${today}T23:59:59.999Z`) + DAY_MS;
  for (const record of records) {
    const payment = normalisePayment(record);
    if (!payment || payment.at < earliest || payment.at > latest) continue;
    const agencySlug =
      payment.agencySlug ?? (payment.agencyName ? nameToSlug.get(payment.agencyName.toLowerCase()) : undefined) ?? null;
    if (payment.clientSlug && payment.clientSlug !== clientSlug) continue;
    if (!agencySlug || !slugs.has(agencySlug)) continue;
    const day = dayIn(timezone, payment.at);
    if (day < from || day > today) continue;
    const bucket = buckets.get(bucketStart(day, bucketing, from))!;
    if (payment.isRefund) {
      // A refund that failed sent nothing back.
      if (FAILED.has(payment.status)) continue;
      summary.refunds += 1;
      summary.refundedCents += payment.cents;
      bucket.refunds += 1;
      bucket.refundedCents += payment.cents;
      continue;
    }
    add(byStatus, payment.status, statusLabel(payment.status), payment.cents);
    if (FAILED.has(payment.status)) summary.failed += 1;
    if (payment.status === 'chargeback') {
      summary.chargebacks += 1;
      summary.chargebackCents += payment.cents;
      bucket.chargebacks += 1;
      bucket.chargebackCents += payment.cents;
    }
    if (!COLLECTED.has(payment.status)) continue;
    summary.payments += 1;
    summary.collectedCents += payment.cents;
    bucket.payments += 1;
    bucket.collectedCents += payment.cents;
    add(byChannel, payment.channel, channelLabel(payment.channel), payment.cents);
    add(byMethod, methodLabel(payment.method), methodLabel(payment.method), payment.cents);
    add(byAgency, agencySlug, nameOf.get(agencySlug) ?? agencySlug, payment.cents);
  }

  return {
    from,
    to: today,
    days,
    bucketing,
    timezone,
    ...summary,
    averageCents: summary.payments ? Math.round(summary.collectedCents / summary.payments) : 0,
    buckets: [...buckets.values()],
    byChannel: sortedBreakdown(byChannel),
    byMethod: sortedBreakdown(byMethod),
    byAgency: sortedBreakdown(byAgency),
    byStatus: [...byStatus.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)),
  };
};
