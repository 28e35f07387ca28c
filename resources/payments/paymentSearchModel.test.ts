import { PAYMENT_STATUSES } from '../../dataProviders/payments/contract';
import {
  applyCriteria,
  chipsOf,
  clearAll,
  criteriaRowsOf,
  hasFilters,
  removeChip,
  resetFilters,
  sanitizeCriterionValue,
  searchOf,
  setFilter,
  STATUS_FILTER_ORDER,
  validateCriterionChoice,
  validateCriterionValue,
} from './paymentSearchModel';

const lookups = {
  agencyName: (slug: string) => `Agency ${slug}`,
  serviceTypeLabel: (value: string) => `Service ${value}`,
  sourceLabel: (value: string) => `Source ${value}`,
};

describe('criteria rows', () => {
  it('shows one empty row for a search without criteria, and a row per criterion otherwise', () => {
    expect(criteriaRowsOf({})).toEqual([{ criterion: '', value: '' }]);
    expect(criteriaRowsOf({ amount: 1250, account_number: 'A-1', status: 'voided' })).toEqual([
      { criterion: 'account_number', value: 'A-1' },
      { criterion: 'amount', value: '12.50' },
    ]);
  });

  it('requires a value for each chosen criterion, named by its label', () => {
    expect(validateCriterionValue({ criterion: 'cardholder_name', value: '  ' })).toEqual({
      key: 'rm.payments.search.required',
      args: { label: { key: 'resources.payments.fields.creditCard.cardholderName' } },
    });
    expect(validateCriterionValue({ criterion: '', value: '' })).toBeUndefined();
    expect(validateCriterionChoice({ criterion: '', value: 'x' })?.key).toBe('rm.payments.search.criterionRequired');
  });

  it('keeps last-four fields to at most 4 digits', () => {
    expect(sanitizeCriterionValue('credit_card_last_four', '12a3456')).toBe('1234');
    expect(sanitizeCriterionValue('bank_account_last_four', 'ab')).toBe('');
    expect(validateCriterionValue({ criterion: 'bank_account_last_four', value: '12x' })?.key).toBe(
      'rm.payments.search.digitsOnly',
    );
    expect(validateCriterionValue({ criterion: 'bank_account_last_four', value: '0042' })).toBeUndefined();
  });

  it('takes amounts as money and sends cents', () => {
    expect(validateCriterionValue({ criterion: 'amount', value: '.' })?.key).toBe('rm.payments.search.amountInvalid');
    expect(applyCriteria({}, [{ criterion: 'amount', value: '123.45' }])).toEqual({ amount: 12345 });
    expect(validateCriterionValue({ criterion: 'amount', value: '$1,000.5' })).toBeUndefined();
    expect(applyCriteria({}, [{ criterion: 'amount', value: '$1,000.5' }])).toEqual({ amount: 100050 });
  });

  it('keeps an amount as typed and flags what is not one, never turning it into another amount', () => {
    for (const typed of ['1e3', '-5', '12.345', '$1,2a3.456']) {
      expect(sanitizeCriterionValue('amount', typed)).toBe(typed);
      expect(validateCriterionValue({ criterion: 'amount', value: typed })?.key).toBe(
        'rm.payments.search.amountInvalid',
      );
    }
  });

  it('replaces the criteria of a search, keeping filters and dates', () => {
    const search = {
      account_number: 'old',
      status: 'voided' as const,
      date_from: '2025-01-01',
      dateFilter: 'funded' as const,
    };
    expect(
      applyCriteria(search, [
        { criterion: 'cardholder_name', value: ' Ann ' },
        { criterion: '', value: '' },
      ]),
    ).toEqual({
      cardholder_name: 'Ann',
      status: 'voided',
      date_from: '2025-01-01',
      dateFilter: 'funded',
    });
  });

  it('runs Search with nothing set as a search of every payment, in the date mode already chosen', () => {
    expect(searchOf({}, [{ criterion: '', value: '' }])).toEqual({ dateFilter: 'transaction' });
    expect(searchOf({ dateFilter: 'funded', status: 'voided' }, [])).toEqual({
      dateFilter: 'funded',
      status: 'voided',
    });
  });
});

describe('filters', () => {
  it('offers every status, voided, credited and debited first', () => {
    expect([...STATUS_FILTER_ORDER].sort()).toEqual([...PAYMENT_STATUSES].sort());
    expect(STATUS_FILTER_ORDER.slice(0, 3)).toEqual(['voided', 'credited', 'debited']);
  });

  it('choosing agencies resets the payment source and service type', () => {
    const search = { service_type: 'water-bill', payment_sources: 'web-portal', status: 'voided' as const };
    expect(setFilter(search, 'agencies', ['a'])).toEqual({ agencies: ['a'], status: 'voided' });
    expect(setFilter(search, 'status', '')).toEqual({ service_type: 'water-bill', payment_sources: 'web-portal' });
  });

  it('knows when any filter is set and resets them all', () => {
    expect(hasFilters({ account_number: 'x', dateFilter: 'transaction' })).toBe(false);
    expect(hasFilters({ agencies: [] })).toBe(false);
    expect(hasFilters({ payment_mode: 'autopay' })).toBe(true);
    expect(resetFilters({ payment_mode: 'autopay', agencies: ['a'], account_number: 'x' })).toEqual({
      account_number: 'x',
    });
  });
});

describe('chips', () => {
  const search = {
    amount: 1250,
    cardholder_name: 'Ann',
    agencies: ['water', 'parks'],
    status: 'debited' as const,
    payment_sources: 'web',
    date_from: '2025-01-01',
    date_to: '2025-01-31',
    dateFilter: 'funded' as const,
  };

  it('has one per criterion, agency, filter and the dates', () => {
    const chips = chipsOf(search, lookups);
    expect(chips.map(chip => chip.id)).toEqual([
      'criterion:amount',
      'criterion:cardholder_name',
      'agency:water',
      'agency:parks',
      'filter:status',
      'filter:payment_sources',
      'dates',
    ]);
    expect(chips[0].label.args).toEqual({ label: { key: 'rm.payments.search.criteria.amount' }, value: '$12.50' });
    expect(chips[2].label.args?.value).toBe('Agency water');
    expect(chips[4].label.args?.value).toEqual({ key: 'rm.payments.statuses.debited' });
    expect(chips[6].label.args).toEqual({
      label: { key: 'resources.payments.fields.fundedAt' },
      value: { key: 'rm.payments.chips.range', args: { from: '01/01/2025', to: '01/31/2025' } },
    });
  });

  it('removes what a chip stands for', () => {
    expect(removeChip(search, 'criterion:amount').amount).toBeUndefined();
    expect(removeChip(search, 'agency:water').agencies).toEqual(['parks']);
    expect(removeChip(search, 'filter:status').status).toBeUndefined();
    const noDates = removeChip(search, 'dates');
    expect(noDates.date_from).toBeUndefined();
    expect(noDates.date_to).toBeUndefined();
    expect(noDates.dateFilter).toBe('funded');
    expect(clearAll()).toEqual({});
  });

  it('goes back to no search at all when the last chip is removed, as Clear all does', () => {
    expect(removeChip({ dateFilter: 'funded', date_from: '2025-01-01' }, 'dates')).toEqual({});
    expect(removeChip({ dateFilter: 'transaction', status: 'voided' }, 'filter:status')).toEqual({});
    expect(removeChip({ dateFilter: 'transaction', agencies: ['water'] }, 'agency:water')).toEqual({});
    expect(removeChip({ dateFilter: 'transaction', status: 'voided', amount: 100 }, 'criterion:amount')).toEqual({
      dateFilter: 'transaction',
      status: 'voided',
    });
  });

  it('shows an open-ended date range', () => {
    expect(chipsOf({ date_to: '2025-01-31' }, lookups)[0].label.args?.value).toEqual({
      key: 'rm.payments.chips.to',
      args: { date: '01/31/2025' },
    });
  });
});
