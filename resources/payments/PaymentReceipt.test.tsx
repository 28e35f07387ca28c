import { fireEvent, screen, within } from '@testing-library/react';
import { RecordContextProvider } from 'ra-core';
import type { Payment } from '../../dataProviders/payments';
import { i18nProvider } from '../../src/i18n';
import { renderWithAdmin } from '../../src/test/render';
import { PaymentReceiptButton } from './PaymentReceipt';
import { refundedPayment, testPayment, WATER_BILL } from './testPayment';

const open = async (payment: Payment, { button = 'Print receipt', dialog = 'Payment receipt' } = {}) => {
  renderWithAdmin(
    <RecordContextProvider value={payment}>
      <PaymentReceiptButton obligations={[WATER_BILL]} timezone="America/Chicago" issuer="Springfield" />
    </RecordContextProvider>,
  );
  fireEvent.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: dialog });
};

const valueIn = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('PaymentReceiptButton', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens the receipt: payer, agency, items, the card by brand and last four, amounts and the transaction id', async () => {
    const receipt = await open(
      testPayment({ specificParams: { emailAddress: 'ann@example.net', reversalReason: null } }),
    );
    expect(within(receipt).getByText('Springfield')).toBeVisible();
    expect(valueIn(receipt, 'Transaction ID')).toBe('1000042');
    expect(valueIn(receipt, 'Payer')).toBe('Ann Lee');
    expect(valueIn(receipt, 'Email address')).toBe('ann@example.net');
    expect(valueIn(receipt, 'Agency')).toBe('Water Utilities');
    expect(valueIn(receipt, 'Payment method')).toBe('Visa •••• 4242');
    expect(valueIn(receipt, 'Total')).toBe('$71.50');
    const items = within(receipt).getByRole('table', { name: 'Items' });
    expect(within(items).getByText('March usage')).toBeVisible();
    expect(within(items).getByText('$50.00')).toBeVisible();
    // Nothing more of the card than its brand and last four.
    expect(receipt.textContent).not.toMatch(/424242|2028|62701/);
  });

  it('lists refunds with their dates and says what was refunded, kept and the net', async () => {
    const receipt = await open(refundedPayment());
    expect(valueIn(receipt, 'Status')).toBe('Refunded');
    expect(valueIn(receipt, 'Total')).toBe('$41.00');
    expect(valueIn(receipt, 'Refunded')).toBe('-$40.00');
    expect(valueIn(receipt, 'Service fee kept')).toBe('$1.00');
    expect(valueIn(receipt, 'Net')).toBe('$1.00');
    const adjustments = within(receipt).getByRole('table', { name: 'Refunds and voids' });
    expect(within(adjustments).getByRole('row', { name: /Refund 1000050/ })).toHaveTextContent(
      'Refund 100005001/20/2025 09:00:00 am CST-$40.00',
    );
  });

  it('writes dates and money in the language of the tab', async () => {
    await i18nProvider.changeLocale('es');
    try {
      const receipt = await open(refundedPayment(), { button: 'Imprimir recibo', dialog: 'Recibo de pago' });
      const adjustments = within(receipt).getByRole('table', { name: 'Reembolsos y anulaciones' });
      expect(adjustments).toHaveTextContent('20/01/2025 09:00:00 am CST');
      expect(valueIn(receipt, 'Fecha de transacción')).toBe('15/01/2025 09:00:00 am CST');
      expect(receipt).toHaveTextContent(/Impreso el \d\d\/\d\d\/\d{4} /);
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });

  it('prints with the browser and closes', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const receipt = await open(testPayment({ status: 'voided' }));
    expect(within(receipt).getByRole('table', { name: 'Refunds and voids' })).toHaveTextContent(
      'Void of transaction 1000042',
    );
    fireEvent.click(within(receipt).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    fireEvent.click(within(receipt).getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
