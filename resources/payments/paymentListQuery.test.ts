import { QueryClient } from '@tanstack/react-query';
import type { AppDataProvider } from '../../dataProviders';
import { testUser } from '../../src/test/render';
import {
  agenciesOfFilter,
  isSearchPerformed,
  paymentFilterOptionsQuery,
  paymentListMeta,
  paymentListParams,
  prefetchPaymentSearch,
} from './paymentListQuery';
import { refetchOnMountUnlessStartUpAnswer, START_UP_ANSWER_FRESH_MS } from '../../src/lib/startUpList';

const meta = paymentListMeta('America/Chicago', 'springfield');
const options = { serviceTypes: [], paymentSources: [] };
const bookmark = (filter: unknown, rest = '') => `?filter=${encodeURIComponent(JSON.stringify(filter))}${rest}`;

describe('paymentListQuery', () => {
  it('counts a search as performed once anything is in the filter', () => {
    expect(isSearchPerformed({})).toBe(false);
    expect(isSearchPerformed({ dateFilter: 'transaction' })).toBe(true);
  });

  it("reads a bookmarked search as react-admin's list does: its filter, page, page size and order", () => {
    expect(paymentListParams(bookmark({ dateFilter: 'transaction', status: 'successful' }, '&order=DESC&page=3&perPage=20&sort=createdAt'), meta)).toEqual({
      pagination: { page: 3, perPage: 20 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { dateFilter: 'transaction', status: 'successful' },
      meta: { client: 'springfield', timezone: 'America/Chicago' },
    });
    // Without page or order in the address: the first page of 20, newest first.
    expect(paymentListParams(bookmark({ dateFilter: 'funded' }), meta)).toEqual({
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { dateFilter: 'funded' },
      meta,
    });
  });

  it('finds no search in an address without one, with an empty filter, or with a filter that is not JSON', () => {
    expect(paymentListParams('', meta)).toBeNull();
    expect(paymentListParams('?page=2', meta)).toBeNull();
    expect(paymentListParams(bookmark({}), meta)).toBeNull();
    expect(paymentListParams('?filter=%7Bnot-json', meta)).toBeNull();
    expect(paymentListParams(bookmark(5), meta)).toBeNull();
  });

  it("asks for the bookmarked search once, into the cache entry react-admin's list reads", async () => {
    const answer = { data: [{ id: 7 }], total: 1 };
    const getList = vi.fn(async () => answer);
    const queryClient = new QueryClient();
    const user = testUser({ timezone: 'America/Chicago' });
    const search = bookmark({ dateFilter: 'transaction', status: 'successful' });
    prefetchPaymentSearch({ queryClient, dataProvider: { getList, getPaymentFilterOptions: async () => options } as unknown as AppDataProvider, user, client: user.client, search });
    const params = paymentListParams(search, paymentListMeta('America/Chicago', user.client!.slug))!;
    expect(getList).toHaveBeenCalledWith('payments', { ...params, signal: undefined });
    await vi.waitFor(() => expect(queryClient.getQueryData(['payments', 'getList', params])).toEqual({ data: answer.data, total: 1, pageInfo: undefined, meta: undefined }));
  });

  it("asks for the filters' choices of the bookmarked search's agencies, into the entry the filters read", async () => {
    const getPaymentFilterOptions = vi.fn(async () => options);
    const queryClient = new QueryClient();
    const user = testUser();
    const dataProvider = { getList: async () => ({ data: [], total: 0 }), getPaymentFilterOptions } as unknown as AppDataProvider;
    prefetchPaymentSearch({ queryClient, dataProvider, user, client: user.client, search: bookmark({ dateFilter: 'transaction', agencies: ['water', 'parks', 'water', 3] }) });
    expect(getPaymentFilterOptions).toHaveBeenCalledWith(user.client!.slug, ['water', 'parks']);
    const { queryKey } = paymentFilterOptionsQuery(dataProvider, user.client!.slug, ['parks', 'water']);
    await vi.waitFor(() => expect(queryClient.getQueryData(queryKey)).toEqual(options));
  });

  it("reads a filter's agencies as the search form does: strings, once each", () => {
    expect(agenciesOfFilter({ agencies: ['water', '', 'water', null, 'parks'] })).toEqual(['water', 'parks']);
    expect(agenciesOfFilter({ agencies: 'water' })).toEqual([]);
    expect(agenciesOfFilter({})).toEqual([]);
  });

  it('the page mounting does not ask again for the start-up answer while it is new and not made stale; for any other it does', async () => {
    const queryClient = new QueryClient();
    const user = testUser({ timezone: 'America/Chicago' });
    const search = bookmark({ dateFilter: 'transaction' });
    const dataProvider = { getList: async () => ({ data: [], total: 0 }), getPaymentFilterOptions: async () => options } as unknown as AppDataProvider;
    prefetchPaymentSearch({ queryClient, dataProvider, user, client: user.client, search });
    const params = paymentListParams(search, paymentListMeta('America/Chicago', user.client!.slug))!;
    const query = queryClient.getQueryCache().find({ queryKey: ['payments', 'getList', params], exact: true })!;
    await vi.waitFor(() => expect(query.state.status).toBe('success'));
    expect(refetchOnMountUnlessStartUpAnswer(query)).toBe(false);
    // Later than that, it is asked for again.
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + START_UP_ANSWER_FRESH_MS);
    expect(refetchOnMountUnlessStartUpAnswer(query)).toBe(true);
    clock.mockRestore();
    // A refund or void marks it stale: asked for again.
    await queryClient.invalidateQueries({ queryKey: ['payments', 'getList'] });
    expect(refetchOnMountUnlessStartUpAnswer(query)).toBe(true);
    // Another search, in the cache however it got there, is asked for again on mount, as react-query does by default.
    await queryClient.prefetchQuery({ queryKey: ['payments', 'getList', { other: true }], queryFn: async () => ({ data: [], total: 0 }) });
    expect(refetchOnMountUnlessStartUpAnswer(queryClient.getQueryCache().find({ queryKey: ['payments', 'getList', { other: true }] })!)).toBe(true);
  });

  it('asks for nothing when the address holds no search', () => {
    const getList = vi.fn();
    const getPaymentFilterOptions = vi.fn();
    const user = testUser();
    prefetchPaymentSearch({ queryClient: new QueryClient(), dataProvider: { getList, getPaymentFilterOptions } as unknown as AppDataProvider, user, client: user.client, search: '' });
    expect(getList).not.toHaveBeenCalled();
    expect(getPaymentFilterOptions).not.toHaveBeenCalled();
  });
});
