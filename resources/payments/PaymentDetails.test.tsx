import { screen } from '@testing-library/react';
import { renderWithAdmin } from '../../src/test/render';
import { TransactionDetails } from './PaymentDetails';
import { testPayment } from './testPayment';

/** The value shown beside a label of the details list. */
const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('TransactionDetails', () => {
  it('shows the amounts of a refund, chargeback or ACH return with the leading minus the header has', async () => {
    renderWithAdmin(<TransactionDetails payment={testPayment({ status: 'refunded', subtotal: 2000, serviceFee: 100, totalAmount: 2100, refundable: false })} timezone="America/Chicago" />);
    await screen.findByRole('heading', { name: 'Transaction Details' });
    expect(valueOf('Subtotal')).toBe('-$20.00');
    expect(valueOf('Service fee')).toBe('-$1.00');
    expect(valueOf('Total')).toBe('-$21.00');
  });

  it('shows a successful payment and a failed one without an original payment unsigned', async () => {
    const { unmount } = renderWithAdmin(<TransactionDetails payment={testPayment({ status: 'successful', totalAmount: 7150 })} timezone="America/Chicago" />);
    await screen.findByRole('heading', { name: 'Transaction Details' });
    expect(valueOf('Total')).toBe('$71.50');
    unmount();
    renderWithAdmin(<TransactionDetails payment={testPayment({ status: 'failed', originalPaymentId: 12, totalAmount: 7150, refundable: false })} timezone="America/Chicago" />);
    await screen.findByRole('heading', { name: 'Transaction Details' });
    expect(valueOf('Total')).toBe('-$71.50');
  });
});
