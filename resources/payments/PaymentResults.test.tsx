import { onlineManager } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import type { PaymentSummary } from '../../dataProviders/payments';
import { HttpError, ListBase } from 'ra-core';
import { renderWithAdmin } from '../../src/test/render';
import { PaymentResults } from './PaymentResults';
import { testPaymentSummary } from './testPayment';

const row = testPaymentSummary;

/** The results of a list whose getList answers `answer` (or never, or fails), as PaymentList renders them. */
const renderResults = (getList: () => Promise<unknown>, performed = true, path = '/') =>
  renderWithAdmin(
    <ListBase resource="payments" disableAuthentication queryOptions={{ enabled: performed, onError: () => undefined }}>
      <PaymentResults performed={performed} timezone="America/Chicago" client="springfield" />
    </ListBase>,
    { dataProvider: { getList: vi.fn(getList) as never }, path },
  );
const answer = (data: PaymentSummary[]) => async () => ({ data, total: data.length });

describe('PaymentResults', () => {
  it('asks for a search before one is made', async () => {
    renderResults(answer([]), false);
    expect(await screen.findByRole('heading', { name: 'Perform a Search' })).toBeInTheDocument();
    expect(screen.getByText('Please perform a search in the search bar above to see payments.')).toBeInTheDocument();
  });

  it('says when nothing matched, and when the search failed', async () => {
    const { unmount } = renderResults(answer([]));
    expect(await screen.findByRole('heading', { name: 'No Results Found' })).toBeInTheDocument();
    unmount();
    renderResults(() => Promise.reject(new Error('boom')));
    expect(
      await screen.findByText(
        'Something went wrong, please try your search again. If the problem persists, please contact your administrator.',
      ),
    ).toBeInTheDocument();
  });

  it('says access is denied on a 403, in place of the results, instead of asking to search again', async () => {
    renderResults(() => Promise.reject(new HttpError('You do not have permission to do this.', 403, {})));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(alert).toHaveTextContent(
      "Your role doesn't allow you to search payments. If you think it should, please contact your administrator.",
    );
    expect(screen.queryByText('Something Went Wrong')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('shows 10 skeleton rows and a pending line while loading', async () => {
    renderResults(() => new Promise(() => undefined));
    expect(await screen.findAllByTestId('skeleton-row')).toHaveLength(10);
    expect(screen.getByRole('status')).toHaveTextContent(/^Pending\.{0,3}$/);
  });

  it('says the connection dropped while offline, and searches once the browser is back online', async () => {
    onlineManager.setOnline(false);
    try {
      let answered = 0;
      renderResults(async () => {
        answered += 1;
        return { data: [row()], total: 1 };
      });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(
        'Connection LostYour device is offline. The search will run as soon as the connection is back.',
      );
      expect(answered).toBe(0);
      act(() => onlineManager.setOnline(true));
      expect(await screen.findByText('1 Result(s)')).toBeInTheDocument();
      expect(answered).toBe(1);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('shows each column as the spec says', async () => {
    renderResults(
      answer([
        row(),
        row({
          id: 2,
          account: { number: '3f2b8c1e-9a4d-4c2e-8f00-1234567890ab' },
          status: 'refunded',
          type: 'bank_account',
          creditCard: null,
          bankAccount: { lastFour: '6789', bankAccountHolderName: 'Bo Ek' },
          paymentInitiator: 'schedule_service',
        }),
        row({ id: 3, account: { number: null }, status: 'mystery', type: 'wire_payment', creditCard: null }),
      ]),
    );
    expect(await screen.findByText('3 Result(s)')).toBeInTheDocument();
    const [, first, second, third] = screen.getAllByRole('row');
    expect(
      within(first)
        .getAllByRole('cell')
        .map(cell => cell.textContent),
    ).toEqual([
      '1000001',
      'Water Utilities',
      'WU-1',
      '07/04/2025 02:05:09 pm CDT',
      'Visa •••• 4242',
      'Successful',
      '$1,234.56',
    ]);
    expect(within(second).getByText('Not available').tagName).toBe('EM');
    // Its SVG title names it and is the hint the browser shows on hover.
    expect(within(second).getByRole('img', { name: 'Autopay' }).querySelector('title')).toHaveTextContent('Autopay');
    // Refunded in full: "Refunded", its own amount struck (its refund row carries the minus).
    expect(within(second).getByText('Refunded')).toBeInTheDocument();
    expect(within(second).getByText('$1,234.56').tagName).toBe('DEL');
    expect(within(second).getAllByRole('cell').at(-1)).toHaveTextContent('$1,234.56 (refunded in full)');
    expect(within(second).getByText('•••• 6789')).toBeInTheDocument();
    expect(within(third).getByText('Not available')).toBeInTheDocument();
    expect(within(third).getByText('Wire transfer')).toBeInTheDocument();
    expect(within(third).getByText('Unknown status')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open transaction 1000001' })).toHaveAttribute('href', '/payment/1000001');
  });

  it('tells a payment refunded in full from its refund row', async () => {
    renderResults(
      answer([
        row({
          id: 1021296,
          status: 'refunded',
          subtotal: 4000,
          serviceFee: 100,
          totalAmount: 4100,
          amountRefunded: 4000,
        }),
        row({
          id: 1021300,
          status: 'refunded',
          paymentProcessTypeName: 'refund',
          originalPaymentId: 1021296,
          subtotal: 4000,
          serviceFee: 0,
          totalAmount: 4000,
        }),
      ]),
    );
    expect(await screen.findByText('2 Result(s)')).toBeInTheDocument();
    const [, original, refund] = screen.getAllByRole('row');
    const cells = (tr: HTMLElement) =>
      within(tr)
        .getAllByRole('cell')
        .map(cell => cell.textContent);
    expect(cells(original).slice(-2)).toEqual(['Refunded', '$40.00 (refunded in full)']);
    expect(cells(refund).slice(-2)).toEqual(['Refund', '-$40.00']);
  });

  it('says which amount an amount search matched, beside the Amount column that shows the subtotal', async () => {
    const { unmount } = renderResults(answer([row()]));
    expect(await screen.findByText('1 Result(s)')).toBeInTheDocument();
    expect(screen.queryByText(/An amount matches/)).not.toBeInTheDocument();
    unmount();
    renderResults(
      answer([row()]),
      true,
      `/?filter=${encodeURIComponent(JSON.stringify({ dateFilter: 'transaction', amount: 68260 }))}`,
    );
    expect(
      await screen.findByText(
        'An amount matches a payment’s subtotal or its total with fees; the Amount column shows the subtotal.',
      ),
    ).toBeInTheDocument();
  });

  it('says on each row found by its total with fees which amount matched', async () => {
    renderResults(
      answer([
        row({ id: 1, subtotal: 4000, serviceFee: 100, totalAmount: 4100 }),
        row({ id: 2, subtotal: 4100, serviceFee: 0, totalAmount: 4100 }),
      ]),
      true,
      `/?filter=${encodeURIComponent(JSON.stringify({ dateFilter: 'transaction', amount: 4100 }))}`,
    );
    expect(await screen.findByText('2 Result(s)')).toBeInTheDocument();
    const [, byTotal, bySubtotal] = screen.getAllByRole('row');
    expect(within(byTotal).getAllByRole('cell').at(-1)).toHaveTextContent('$40.00matched the total $41.00');
    expect(within(bySubtotal).getAllByRole('cell').at(-1)).toHaveTextContent(/^\$41\.00$/);
  });
});
