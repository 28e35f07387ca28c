import { screen } from '@testing-library/react';
import { RecordContextProvider } from 'ra-core';
import type { Payment } from '../../dataProviders/payments';
import { renderWithAdmin } from '../../src/test/render';
import { TransactionDetails } from './PaymentDetails';
import { refundedPayment, testPayment } from './testPayment';

/** The value shown beside a label of the details list. */
const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

const details = (payment: Payment) => (
  <RecordContextProvider value={payment}>
    <TransactionDetails timezone="America/Chicago" />
  </RecordContextProvider>
);

describe('TransactionDetails', () => {
  it('shows the amounts of a refund, chargeback or ACH return with the leading minus the header has', async () => {
    renderWithAdmin(
      details(
        testPayment({
          status: 'refunded',
          paymentProcessTypeName: 'refund',
          originalPaymentId: 1000041,
          subtotal: 2000,
          serviceFee: 0,
          totalAmount: 2000,
          refundable: false,
        }),
      ),
    );
    await screen.findByRole('heading', { name: 'Transaction Details' });
    expect(valueOf('Subtotal')).toBe('-$20.00');
    expect(valueOf('Total')).toBe('-$20.00');
    // Its money is in the original payment's refunded amount and net: counted there, not twice.
    expect(screen.queryByText('Refunded', { selector: 'dt' })).toBeNull();
    expect(valueOf('Net')).toBe('$0.00Counted in the net of payment 1000041');
  });

  it('shows a payment refunded in full as paid, with what went back, the fee kept and the net', async () => {
    renderWithAdmin(details(refundedPayment()));
    await screen.findByRole('heading', { name: 'Transaction Details' });
    expect(valueOf('Subtotal')).toBe('$40.00');
    expect(valueOf('Service fee')).toBe('$1.00');
    expect(valueOf('Total')).toBe('$41.00');
    expect(valueOf('Refunded')).toBe('-$40.00');
    expect(valueOf('Service fee kept')).toBe('$1.00');
    expect(valueOf('Net')).toBe('$1.00');
    expect(valueOf('Transaction type')).toBe('Payment');
  });

  it('shows a successful payment and a failed one without an original payment unsigned', async () => {
    const { unmount } = renderWithAdmin(details(testPayment({ status: 'successful', totalAmount: 7150 })));
    await screen.findByRole('heading', { name: 'Transaction Details' });
    expect(valueOf('Total')).toBe('$71.50');
    unmount();
    renderWithAdmin(
      details(testPayment({ status: 'failed', originalPaymentId: 12, totalAmount: 7150, refundable: false })),
    );
    await screen.findByRole('heading', { name: 'Transaction Details' });
    expect(valueOf('Total')).toBe('-$71.50');
  });
});
