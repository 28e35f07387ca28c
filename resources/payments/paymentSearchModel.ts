import {
  PAYMENT_STATUSES,
  SEARCH_CRITERIA,
  type DateFilter,
  type PaymentSearch,
  type SearchCriterion,
} from '../../dataProviders/payments/contract';
import { formatDateInput, type DateRange } from '../../src/lib/dates';
import { centsToInput, formatCents, parseMoney } from '../../src/lib/money';
import { paymentFieldKey, type Text } from './paymentModel';

const K = 'rm.payments';

export type CriterionKind = 'text' | 'lastFour' | 'money';

export const CRITERION_KINDS: Record<SearchCriterion, CriterionKind> = {
  account_number: 'text',
  amount: 'money',
  bank_account_holder_name: 'text',
  bank_account_last_four: 'lastFour',
  cardholder_name: 'text',
  credit_card_last_four: 'lastFour',
  transaction_number: 'text',
};

/** A criterion that is one of the payment's fields is named by its label; the others have their own. */
const CRITERION_FIELDS: Partial<Record<SearchCriterion, string>> = {
  account_number: 'account.number',
  bank_account_holder_name: 'bankAccount.bankAccountHolderName',
  cardholder_name: 'creditCard.cardholderName',
  transaction_number: 'id',
};

export const criterionLabelKey = (criterion: SearchCriterion) => {
  const field = CRITERION_FIELDS[criterion];
  return field ? paymentFieldKey(field) : `${K}.search.criteria.${criterion}`;
};

export interface CriterionRow {
  criterion: SearchCriterion | '';
  value: string;
}

export const EMPTY_ROW: CriterionRow = { criterion: '', value: '' };

const isCriterion = (value: unknown): value is SearchCriterion =>
  (SEARCH_CRITERIA as readonly string[]).includes(value as string);

/** The criteria rows a search shows (one empty row when it has none). */
export const criteriaRowsOf = (search: PaymentSearch): CriterionRow[] => {
  const rows: CriterionRow[] = SEARCH_CRITERIA.filter(
    criterion => search[criterion] !== undefined && search[criterion] !== '',
  ).map(criterion => ({
    criterion,
    value: criterion === 'amount' ? centsToInput(search.amount!) : String(search[criterion]),
  }));
  return rows.length ? rows : [{ ...EMPTY_ROW }];
};

/**
 * What a criterion input keeps of what is typed: last-four fields digits only (at most 4). An amount is kept as typed
 * and read by parseMoney (as the refund amounts are): what is not an amount ("1e3", "-5", "12.345") is flagged at its
 * field rather than turned into another amount and searched.
 */
export const sanitizeCriterionValue = (criterion: SearchCriterion | '', value: string): string =>
  criterion && CRITERION_KINDS[criterion] === 'lastFour' ? value.replace(/\D/g, '').slice(0, 4) : value;

/** The error of a criterion row's value, or undefined; each chosen criterion needs one. */
export const validateCriterionValue = (row: CriterionRow): Text | undefined => {
  const value = (row.value ?? '').trim();
  if (!row.criterion) return undefined;
  if (!value) return { key: `${K}.search.required`, args: { label: { key: criterionLabelKey(row.criterion) } } };
  const kind = CRITERION_KINDS[row.criterion];
  if (kind === 'lastFour' && !/^\d{1,4}$/.test(value)) return { key: `${K}.search.digitsOnly` };
  if (kind === 'money') {
    const cents = parseMoney(value);
    if (cents === null || cents < 0) return { key: `${K}.search.amountInvalid` };
  }
  return undefined;
};

/** A value typed without a criterion chosen is an error at the criterion. */
export const validateCriterionChoice = (row: CriterionRow): Text | undefined =>
  !row.criterion && (row.value ?? '').trim() ? { key: `${K}.search.criterionRequired` } : undefined;

/** The search with its criteria replaced by the rows' (amount in cents); filters and dates stay. */
export const applyCriteria = (search: PaymentSearch, rows: CriterionRow[]): PaymentSearch => {
  const next: PaymentSearch = { ...search };
  for (const criterion of SEARCH_CRITERIA) delete next[criterion];
  for (const row of rows) {
    if (!row.criterion) continue;
    const value = row.value.trim();
    if (!value) continue;
    if (row.criterion === 'amount') {
      const cents = parseMoney(value);
      if (cents !== null) next.amount = cents;
    } else next[row.criterion] = value;
  }
  return next;
};

/**
 * What Search (or Enter) runs: the criteria typed, over the filters and dates already set. With nothing set it still
 * runs, over every payment of the client: the date mode it carries is what makes it a search (isSearchPerformed).
 */
export const searchOf = (search: PaymentSearch, rows: CriterionRow[]): PaymentSearch => ({
  dateFilter: 'transaction',
  ...applyCriteria(search, rows),
});

/** The status filter's choices, in the order the filter lists them. */
export const STATUS_FILTER_ORDER = [
  'voided',
  'credited',
  'debited',
  'duplicated',
  'errored',
  'expired',
  'failed',
  'pending',
  'refunded',
  'rejected',
  'rejected_velocity',
  'reversal_needed',
  'successful',
  'ach_return',
  'chargeback',
  'chargeback_reversal',
] as const satisfies readonly (typeof PAYMENT_STATUSES)[number][];

export const FILTER_KEYS = [
  'agencies',
  'service_type',
  'status',
  'payment_channel',
  'payment_method',
  'payment_sources',
  'payment_mode',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export const hasFilters = (search: PaymentSearch) =>
  FILTER_KEYS.some(key => (key === 'agencies' ? !!search.agencies?.length : !!search[key]));

/** Sets one filter; an empty value removes it. Choosing agencies resets the payment source and service type. */
export const setFilter = <F extends FilterKey>(
  search: PaymentSearch,
  key: F,
  value: PaymentSearch[F] | '' | undefined,
): PaymentSearch => {
  const next: PaymentSearch = { ...search };
  if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) delete next[key];
  else next[key] = value as PaymentSearch[F];
  if (key === 'agencies') {
    delete next.service_type;
    delete next.payment_sources;
  }
  return next;
};

export const resetFilters = (search: PaymentSearch): PaymentSearch => {
  const next: PaymentSearch = { ...search };
  for (const key of FILTER_KEYS) delete next[key];
  return next;
};

export const dateRangeOf = (search: PaymentSearch): DateRange => ({
  start: search.date_from ?? null,
  end: search.date_to ?? null,
});

export const setDates = (search: PaymentSearch, range: DateRange): PaymentSearch => {
  const next: PaymentSearch = { ...search };
  if (range.start) next.date_from = range.start;
  else delete next.date_from;
  if (range.end) next.date_to = range.end;
  else delete next.date_to;
  return next;
};

export const setDateFilter = (search: PaymentSearch, dateFilter: DateFilter): PaymentSearch => ({
  ...search,
  dateFilter,
});

export const clearDates = (search: PaymentSearch): PaymentSearch => setDates(search, { start: null, end: null });

export interface Chip {
  id: string;
  label: Text;
}

export interface ChipLookups {
  agencyName: (slug: string) => string;
  serviceTypeLabel: (value: string) => string;
  sourceLabel: (value: string) => string;
}

const chip = (id: string, label: Text, value: Text | string): Chip => ({
  id,
  label: { key: `${K}.chips.value`, args: { label, value } },
});

/** A chip for each criterion, each agency, each other filter and the dates. */
export const chipsOf = (search: PaymentSearch, lookups: ChipLookups, locale = 'en'): Chip[] => {
  const chips: Chip[] = [];
  for (const criterion of SEARCH_CRITERIA) {
    const value = search[criterion];
    if (value === undefined || value === '') continue;
    chips.push(
      chip(
        `criterion:${criterion}`,
        { key: criterionLabelKey(criterion) },
        criterion === 'amount' ? formatCents(value as number, locale) : String(value),
      ),
    );
  }
  for (const slug of search.agencies ?? [])
    chips.push(chip(`agency:${slug}`, { key: `${K}.filters.agencies` }, lookups.agencyName(slug)));
  if (search.service_type)
    chips.push(
      chip(
        'filter:service_type',
        { key: paymentFieldKey('serviceType') },
        lookups.serviceTypeLabel(search.service_type),
      ),
    );
  if (search.status)
    chips.push(chip('filter:status', { key: `${K}.filters.status` }, { key: `${K}.statuses.${search.status}` }));
  if (search.payment_channel)
    chips.push(
      chip(
        'filter:payment_channel',
        { key: paymentFieldKey('paymentChannel') },
        { key: `${K}.filters.channels.${search.payment_channel}` },
      ),
    );
  if (search.payment_method)
    chips.push(
      chip(
        'filter:payment_method',
        { key: paymentFieldKey('type') },
        { key: `${K}.filters.methods.${search.payment_method}` },
      ),
    );
  if (search.payment_sources)
    chips.push(
      chip(
        'filter:payment_sources',
        { key: paymentFieldKey('paymentSource') },
        lookups.sourceLabel(search.payment_sources),
      ),
    );
  if (search.payment_mode)
    chips.push(
      chip(
        'filter:payment_mode',
        { key: paymentFieldKey('paymentInitiator') },
        { key: `${K}.filters.modes.${search.payment_mode}` },
      ),
    );
  if (search.date_from || search.date_to) {
    const mode = { key: paymentFieldKey(search.dateFilter === 'funded' ? 'fundedAt' : 'createdAt') };
    const from = formatDateInput(search.date_from, locale);
    const to = formatDateInput(search.date_to, locale);
    const value: Text =
      from && to
        ? { key: `${K}.chips.range`, args: { from, to } }
        : from
          ? { key: `${K}.chips.from`, args: { date: from } }
          : { key: `${K}.chips.to`, args: { date: to } };
    chips.push(chip('dates', mode, value));
  }
  return chips;
};

/** The search without what a chip stands for. */
const withoutChip = (search: PaymentSearch, id: string): PaymentSearch => {
  const next: PaymentSearch = { ...search };
  const [kind, name] = [id.slice(0, id.indexOf(':')), id.slice(id.indexOf(':') + 1)];
  if (id === 'dates') return clearDates(next);
  if (kind === 'criterion' && isCriterion(name)) delete next[name];
  else if (kind === 'agency') {
    const agencies = (next.agencies ?? []).filter(slug => slug !== name);
    return setFilter(next, 'agencies', agencies);
  } else if (kind === 'filter' && (FILTER_KEYS as readonly string[]).includes(name)) delete next[name as FilterKey];
  return next;
};

/** Chips only counted, not shown. */
const UNNAMED: ChipLookups = {
  agencyName: slug => slug,
  serviceTypeLabel: value => value,
  sourceLabel: value => value,
};

/** What a chip stands for taken out of the search; the last chip removed leaves nothing searched, as Clear all does. */
export const removeChip = (search: PaymentSearch, id: string): PaymentSearch => {
  const next = withoutChip(search, id);
  return chipsOf(next, UNNAMED).length ? next : clearAll();
};

/** Everything cleared: back to "Perform a Search". */
export const clearAll = (): PaymentSearch => ({});
