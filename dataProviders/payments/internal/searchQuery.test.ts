import { stringifyQuery } from '../../../src/lib/queryString';
import type { PaymentSearch } from '../contract';
import { toPaymentSearch, toSearchQuery } from './searchQuery';

const scope = { client: 'springfield', timezone: 'America/Chicago' };
const query = (search: PaymentSearch, extra: Partial<typeof scope & { page: number; perPage: number }> = {}) =>
  stringifyQuery(toSearchQuery(search, { ...scope, ...extra }));

describe('toSearchQuery', () => {
  it('always names the client and asks for page 1 of 20', () => {
    expect(query({})).toBe('client=springfield&page=1&per_page=20');
  });

  it.each([
    [{ transaction_number: ' 1000042 ' }, 'transaction_number=1000042'],
    [{ account_number: 'ACC-77' }, 'account_number=ACC-77'],
    [{ amount: 1250 }, 'amount=1250'],
    [{ bank_account_holder_name: 'Ana Díaz' }, 'bank_account_holder_name=Ana%20D%C3%ADaz'],
    [{ bank_account_last_four: '6789' }, 'bank_account_last_four=6789'],
    [{ cardholder_name: "O'Brien" }, "cardholder_name=O'Brien"],
    [{ credit_card_last_four: '0042' }, 'credit_card_last_four=0042'],
  ] as [PaymentSearch, string][])('sends the criterion %j as %s', (search, expected) => {
    expect(query(search)).toBe(`${expected}&client=springfield&page=1&per_page=20`.split('&').sort().join('&'));
  });

  it('sends money in cents and never as dollars', () => {
    expect(toSearchQuery({ amount: 100 }, scope).amount).toBe(100);
    expect(toSearchQuery({ amount: 0 }, scope).amount).toBe(0);
  });

  it('leaves out blank criteria', () => {
    expect(query({ account_number: '   ', cardholder_name: '' })).toBe('client=springfield&page=1&per_page=20');
  });

  it.each([
    [{ agencies: ['b-agency', 'a-agency'] }, 'agencies[]=a-agency&agencies[]=b-agency'],
    [{ service_type: 'water-bill' }, 'service_type=water-bill'],
    [{ status: 'refunded' }, 'status=refunded'],
    [{ payment_channel: 'kiosk' }, 'payment_channel=kiosk'],
    [{ payment_method: 'wire_payment' }, 'payment_method=wire_payment'],
    [{ payment_sources: 'web-portal' }, 'payment_sources[]=web-portal'],
    [{ payment_mode: 'autopay' }, 'payment_mode=autopay'],
  ] as [PaymentSearch, string][])('sends the filter %j as %s', (search, expected) => {
    expect(query(search)).toContain(expected);
  });

  it('sends transaction dates as beginning_time and ending_time in the user timezone', () => {
    const params = toSearchQuery({ date_from: '2024-03-10', date_to: '2024-03-12' }, scope);
    expect(params.beginning_time).toBe('2024-03-10T00:00:00.000-06:00');
    expect(params.ending_time).toBe('2024-03-12T23:59:59.999-05:00');
    expect(params.dateFilter).toBe('transaction');
    expect(params.settlement_next_business_day_beginning_date).toBeUndefined();
  });

  it('sends funded dates as the settlement pair', () => {
    const params = toSearchQuery(
      { date_from: '2025-01-01', date_to: '2025-01-31', dateFilter: 'funded' },
      { ...scope, timezone: 'America/New_York' },
    );
    expect(params.settlement_next_business_day_beginning_date).toBe('2025-01-01T00:00:00.000-05:00');
    expect(params.settlement_next_business_day_ending_date).toBe('2025-01-31T23:59:59.999-05:00');
    expect(params.dateFilter).toBe('funded');
    expect(params.beginning_time).toBeUndefined();
    expect(params.ending_time).toBeUndefined();
  });

  it('sends an open-ended range with one bound only', () => {
    const params = toSearchQuery({ date_to: '2025-01-31' }, scope);
    expect(params.beginning_time).toBeUndefined();
    expect(params.ending_time).toBe('2025-01-31T23:59:59.999-06:00');
  });

  it('ignores a date that is not a calendar day, and the date mode without dates', () => {
    const params = toSearchQuery({ date_from: '02/30/2025', dateFilter: 'funded' }, scope);
    expect(params.settlement_next_business_day_beginning_date).toBeUndefined();
    expect(params.dateFilter).toBeUndefined();
  });

  it('sends the page asked for', () => {
    expect(query({}, { page: 7 })).toBe('client=springfield&page=7&per_page=20');
    expect(query({}, { page: 0 })).toContain('page=1');
  });
});

describe('toPaymentSearch', () => {
  it('keeps what a search holds and drops the rest', () => {
    expect(
      toPaymentSearch({
        account_number: ' A-1 ',
        amount: 12.5,
        credit_card_last_four: '12345',
        status: 'nonsense',
        payment_mode: 'autopay',
        agencies: ['a', 'a', 3],
        date_from: '2025-02-30',
        date_to: '2025-03-01',
        evil: '<script>',
      }),
    ).toEqual({
      account_number: 'A-1',
      payment_mode: 'autopay',
      agencies: ['a'],
      date_to: '2025-03-01',
      dateFilter: 'transaction',
    });
    expect(toPaymentSearch('nope')).toEqual({});
  });

  it('keeps an empty filter empty: no search yet', () => {
    expect(toPaymentSearch({})).toEqual({});
    expect(toPaymentSearch({ status: 'bogus' })).toEqual({ dateFilter: 'transaction' });
  });

  it('drops a start after the end', () => {
    expect(toPaymentSearch({ date_from: '2025-03-02', date_to: '2025-03-01' })).toEqual({
      date_to: '2025-03-01',
      dateFilter: 'transaction',
    });
  });
});
