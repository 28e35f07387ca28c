import type { DataProvider } from 'ra-core';
import { READ_AHEAD_KEPT_MS, withStartUpReads } from './startUpReads';

const params = {
  pagination: { page: 1, perPage: 20 },
  sort: { field: 'createdAt', order: 'DESC' as const },
  filter: { status: 'successful' },
  meta: { client: 'springfield', timezone: 'America/Chicago' },
};

const fakeProvider = () => {
  const getList = vi.fn(async () => ({ data: [{ id: 1 }], total: 1 }));
  const getOne = vi.fn(async (_resource: string, { id }: { id: unknown }) => ({ data: { id } }));
  return { provider: { getList, getOne, voidPayment: vi.fn() } as unknown as DataProvider, getList, getOne };
};

describe('withStartUpReads', () => {
  afterEach(() => vi.useRealTimers());

  it("hands the page's identical call the request read ahead, whatever its key order and abort signal", async () => {
    const { provider, getList } = fakeProvider();
    const { dataProvider, readAhead } = withStartUpReads(provider);
    readAhead({ method: 'getList', resource: 'payments', params });
    const asked = await dataProvider.getList('payments', {
      meta: { timezone: 'America/Chicago', client: 'springfield' },
      filter: { status: 'successful' },
      sort: { order: 'DESC', field: 'createdAt' },
      pagination: { perPage: 20, page: 1 },
      signal: new AbortController().signal,
    });
    expect(asked).toEqual({ data: [{ id: 1 }], total: 1 });
    expect(getList).toHaveBeenCalledTimes(1);
    // Handed once: a later identical call (a refresh) asks the server again.
    await dataProvider.getList('payments', params);
    expect(getList).toHaveBeenCalledTimes(2);
  });

  it('sends any other call to the provider, and keeps its custom methods', async () => {
    const { provider, getList, getOne } = fakeProvider();
    const { dataProvider, readAhead } = withStartUpReads(provider);
    readAhead({ method: 'getOne', resource: 'payments', params: { id: '42' } });
    await dataProvider.getList('payments', { ...params, pagination: { page: 2, perPage: 20 } });
    await dataProvider.getOne('payments', { id: 42 });
    expect(getList).toHaveBeenCalledTimes(1);
    expect(getOne).toHaveBeenCalledTimes(2);
    expect(dataProvider.voidPayment).toBe(provider.voidPayment);
  });

  it('hands over a failure as it would have come, and forgets a read nobody asked for', async () => {
    vi.useFakeTimers();
    const { provider, getList } = fakeProvider();
    getList.mockRejectedValueOnce(new Error('Network error'));
    const { dataProvider, readAhead } = withStartUpReads(provider);
    readAhead({ method: 'getList', resource: 'payments', params });
    await expect(dataProvider.getList('payments', params)).rejects.toThrow('Network error');
    readAhead({ method: 'getList', resource: 'payments', params });
    vi.advanceTimersByTime(READ_AHEAD_KEPT_MS);
    await dataProvider.getList('payments', params);
    expect(getList).toHaveBeenCalledTimes(3);
  });
});
