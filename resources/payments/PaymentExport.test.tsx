import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { HttpError, ListBase, useListContext, type GetListParams } from 'ra-core';
import { Notification } from 'react-admin';
import type { PaymentSummary } from '../../dataProviders/payments';
import { renderWithAdmin, testUser } from '../../src/test/render';
import { PaymentExport } from './PaymentExport';
import { testPaymentSummary } from './testPayment';

const payment = (id: number) =>
  testPaymentSummary({
    id,
    createdAt: new Date(Date.UTC(2025, 0, 31, 18) - id * 3_600_000).toISOString(),
    type: 'cash',
    creditCard: null,
    subtotal: 1000 + id,
    serviceFee: 0,
    totalAmount: 1000 + id,
    agency: id === 1 ? '=HYPERLINK("http://evil")' : 'Water Utilities',
    paymentSource: 'Cashier window',
    paymentChannel: 'cashier',
  });

const FILTER = { dateFilter: 'transaction', date_from: '2025-01-01', date_to: '2025-01-31', status: 'successful' };
const path = `/?filter=${encodeURIComponent(JSON.stringify(FILTER))}`;

/** The list's count, once it has arrived (PaymentResults shows it beside the button). */
const Count = () => {
  const { total } = useListContext();
  return total === undefined ? null : <p>{`${total} counted`}</p>;
};

type Page = (params: GetListParams) => Promise<{ data: PaymentSummary[]; total: number }>;

/**
 * A search of `total` payments: the list's own call answers its first page; the export's calls (meta asks for 100 a
 * page) are answered by `exportPage`, by default the page asked for.
 */
const renderExport = ({
  total = 250,
  exportPage,
  user = testUser(),
}: { total?: number; exportPage?: Page; user?: ReturnType<typeof testUser> } = {}) => {
  const pageOf: Page = async ({ pagination }) => {
    const { page = 1, perPage = 100 } = pagination ?? {};
    const from = (page - 1) * perPage + 1;
    const count = Math.max(0, Math.min(perPage, total - from + 1));
    return { data: Array.from({ length: count }, (_, i) => payment(from + i)), total };
  };
  const exportCalls: GetListParams[] = [];
  const getList = vi.fn(async (_resource: string, params: GetListParams) => {
    if ((params.meta as { perPage?: number } | undefined)?.perPage !== 100) return pageOf(params);
    exportCalls.push(params);
    return (exportPage ?? pageOf)(params);
  });
  renderWithAdmin(
    <ListBase resource="payments" disableAuthentication perPage={20} queryOptions={{ onError: () => undefined }}>
      <Count />
      <PaymentExport timezone="America/Chicago" client="springfield" />
      <Notification />
    </ListBase>,
    { dataProvider: { getList: getList as never }, path, user },
  );
  return { getList, exportCalls, counted: () => screen.findByText(`${total} counted`) };
};

/** What the browser was handed to download: the file name and its text. */
const downloads: { name: string; blob: Blob }[] = [];
const savedText = async () => (await downloads[0].blob.text()).replace(/^\ufeff/, '');

beforeEach(() => {
  downloads.length = 0;
  let blob: Blob | undefined;
  Object.assign(URL, {
    createObjectURL: (value: Blob) => {
      blob = value;
      return 'blob:payments';
    },
    revokeObjectURL: () => undefined,
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, blob: blob! });
  });
});
afterEach(() => vi.restoreAllMocks());

const toastLines = async () =>
  [...(await screen.findByText(/^Export (Complete|Cancelled|Failed)$/)).parentElement!.querySelectorAll('p')].map(
    line => line.textContent,
  );

describe('PaymentExport', () => {
  it('is offered only to users who may search payments', async () => {
    renderExport({ user: testUser({ permissions: ['VIEW_DASHBOARD'] }) });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument());
  });

  it('takes its room unseen while the access check is on its way, so the results do not move when it shows', async () => {
    renderExport();
    // Hidden, it has no accessible name: found by its text.
    expect(screen.getByText('Export').closest('button')).not.toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export' })).toBeVisible());
  });

  it('downloads every payment of the search, read 100 at a time with the list filter, then says so', async () => {
    const user = userEvent.setup();
    const { exportCalls, counted } = renderExport();
    await counted();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await toastLines()).toEqual([
      'Export Complete',
      '250 payment(s) saved to payments-2025-01-01-2025-01-31.csv.',
    ]);
    expect(exportCalls.map(call => call.pagination?.page)).toEqual([1, 2, 3]);
    for (const call of exportCalls) {
      expect(call.filter).toEqual(FILTER);
      expect(call.pagination?.perPage).toBe(100);
      expect(call.meta).toEqual({ client: 'springfield', timezone: 'America/Chicago', perPage: 100 });
      expect(call.signal).toBeInstanceOf(AbortSignal);
    }
    expect(downloads.map(download => download.name)).toEqual(['payments-2025-01-01-2025-01-31.csv']);
    const rows = Papa.parse<string[]>(await savedText()).data;
    expect(rows).toHaveLength(251);
    expect(rows[1].slice(0, 4)).toEqual(['1', '01/31/2025 11:00:00 am CST', '', `'=HYPERLINK("http://evil")`]);
    expect(rows[1].slice(-5)).toEqual(['10.01', '0.00', '10.01', '0.00', '10.01']);
    expect(new Set(rows.slice(1).map(row => row[0])).size).toBe(250);
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
  });

  it('shows how far it has got, and Cancel stops it with nothing saved', async () => {
    const user = userEvent.setup();
    const { exportCalls } = renderExport({
      exportPage: params =>
        params.pagination?.page === 1
          ? Promise.resolve({ data: Array.from({ length: 100 }, (_, i) => payment(i + 1)), total: 250 })
          : new Promise((_resolve, reject) =>
              params.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
            ),
    });
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    const progress = await screen.findByRole('progressbar', { name: 'Exporting 100 of 250 payments' });
    expect(progress).toHaveAttribute('aria-valuetext', '100 of 250');
    expect(progress).toHaveAttribute('aria-valuenow', '40');
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await toastLines()).toEqual(['Export Cancelled', 'Nothing was saved.']);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
    // The first page, and the two asked for ahead of it, dropped.
    expect(exportCalls.map(call => call.pagination?.page)).toEqual([1, 2, 3]);
    expect(exportCalls.slice(1).every(call => call.signal?.aborted)).toBe(true);
    expect(downloads).toEqual([]);
  });

  it('says why it failed, with nothing saved', async () => {
    const user = userEvent.setup();
    renderExport({
      exportPage: async params => {
        if (params.pagination?.page === 3) throw new HttpError('The server took too long to respond.', 504);
        return { data: Array.from({ length: 100 }, (_, i) => payment(i + 1)), total: 250 };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    expect(await toastLines()).toEqual(['Export Failed', 'Nothing was saved: The server took too long to respond.']);
    expect(downloads).toEqual([]);
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
  });

  it('asks to narrow the dates above 100,000 matches, without reading or saving anything', async () => {
    const user = userEvent.setup();
    const { exportCalls, counted } = renderExport({ total: 100_001 });
    await counted();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This search matches 100,001 payments; an export holds at most 100,000. Narrow the dates, then export again.',
    );
    expect(exportCalls).toEqual([]);
    expect(downloads).toEqual([]);
  });

  it('refuses from the first page when the search has grown past 100,000 since the list counted it', async () => {
    const user = userEvent.setup();
    const { exportCalls } = renderExport({
      exportPage: async () => ({ data: [payment(1)], total: 120_000 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This search matches 120,000 payments');
    expect(exportCalls).toHaveLength(1);
    expect(downloads).toEqual([]);
  });
});
