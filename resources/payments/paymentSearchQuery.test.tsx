import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import type { PaymentSummary } from '../../dataProviders/payments';
import { CurrentUserProvider } from '../../src/session/CurrentUserContext';
import { renderWithAdmin, testUser } from '../../src/test/render';
import { PaymentList } from './PaymentList';
import { isSearchPerformed, prefetchPaymentSearch } from './paymentSearchQuery';
import { testPaymentSummary } from './testPayment';

const summary = testPaymentSummary();

/** A bookmarked search, as the address bar holds it. */
const BOOKMARK = `?filter=${encodeURIComponent(JSON.stringify({ dateFilter: 'transaction', status: 'successful' }))}&order=DESC&page=1&perPage=20&sort=createdAt`;
const SCOPE = { client: 'springfield', timezone: 'America/Chicago' };

const setup = () => {
  const getList = vi.fn(async () => ({ data: [summary], total: 1 }));
  const dataProvider = {
    getList: getList as never,
    getPaymentFilterOptions: async () => ({ serviceTypes: [], paymentSources: [] }),
    getClientSettings: async () => ({ customerManagementEnabled: false, pointOfSale: { enabled: false }, obligations: [], meta: {} }),
  };
  const queryClient = new QueryClient();
  const renderPage = (search: string) =>
    renderWithAdmin(
      <CurrentUserProvider loading={<p>loading user</p>}>
        <PaymentList />
      </CurrentUserProvider>,
      { path: `/payments${search}`, dataProvider, queryClient, user: testUser() },
    );
  return { getList, dataProvider, queryClient, renderPage };
};

describe('paymentSearchQuery', () => {
  it('counts a search as made once its filter holds anything', () => {
    expect(isSearchPerformed({})).toBe(false);
    expect(isSearchPerformed({ dateFilter: 'transaction' })).toBe(true);
  });

  it('asks for a bookmarked search with the parameters the page uses, and the page shows that answer without asking again', async () => {
    const { getList, dataProvider, queryClient, renderPage } = setup();
    prefetchPaymentSearch(queryClient, dataProvider, BOOKMARK, SCOPE);
    expect(getList).toHaveBeenCalledTimes(1);
    expect(getList).toHaveBeenCalledWith('payments', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { dateFilter: 'transaction', status: 'successful' },
      meta: SCOPE,
    });
    renderPage(BOOKMARK);
    expect(await screen.findByText('WU-1')).toBeVisible();
    expect(screen.getByText('1 Result(s)')).toBeVisible();
    expect(getList).toHaveBeenCalledTimes(1);
  });

  it('lets the page join a prefetch still under way instead of asking twice', async () => {
    const { getList, dataProvider, queryClient, renderPage } = setup();
    let answer: (value: { data: PaymentSummary[]; total: number }) => void = () => undefined;
    getList.mockImplementationOnce(() => new Promise(resolve => (answer = resolve)));
    prefetchPaymentSearch(queryClient, dataProvider, BOOKMARK, SCOPE);
    renderPage(BOOKMARK);
    expect(await screen.findAllByTestId('skeleton-row')).toHaveLength(10);
    answer({ data: [summary], total: 1 });
    expect(await screen.findByText('WU-1')).toBeVisible();
    expect(getList).toHaveBeenCalledTimes(1);
  });

  it('asks again when the prefetched answer is older than ten seconds', async () => {
    const { getList, dataProvider, queryClient, renderPage } = setup();
    prefetchPaymentSearch(queryClient, dataProvider, BOOKMARK, SCOPE);
    await waitFor(() => expect(queryClient.getQueryCache().getAll()[0]?.state.status).toBe('success'));
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 11_000);
      renderPage(BOOKMARK);
      expect(await screen.findByText('WU-1')).toBeVisible();
      await waitFor(() => expect(getList).toHaveBeenCalledTimes(2));
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks for nothing when the address holds no search', () => {
    const { getList, dataProvider, queryClient } = setup();
    prefetchPaymentSearch(queryClient, dataProvider, '', SCOPE);
    prefetchPaymentSearch(queryClient, dataProvider, '?filter=%7B%7D', SCOPE);
    expect(getList).not.toHaveBeenCalled();
  });
});
