import { screen } from '@testing-library/react';
import { RecordContextProvider } from 'ra-core';
import type { Payment } from '../../dataProviders/payments';
import { renderWithAdmin } from '../../src/test/render';
import { TransactionDetails } from './PaymentDetails';
import { testPayment } from './testPayment';

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
        testPayment({ status: 'refunded', subtotal: 2000, serviceFee: 100, totalAmount: 2100, refundable: false }),
      ),
    );
    await screen.findByRole('heading', { name: 'Transaction Details' });
    expect(valueOf('Subtotal')).toBe('-$20.00');
    expect(valueOf('Service fee')).toBe('-$1.00');
    expect(valueOf('Total')).toBe('-$21.00');
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
