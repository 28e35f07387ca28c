import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import { ShowBase } from 'ra-core';
import { CurrentUserProvider } from '../../src/session/CurrentUserContext';
import { renderWithAdmin, testUser } from '../../src/test/render';
import { PaymentReceiptEmail } from './PaymentReceiptEmail';
import { testPayment } from './testPayment';

describe('PaymentReceiptEmail', () => {
  it('offline, says the receipt waits for the connection, and sends it once when the connection is back', async () => {
    const payment = testPayment();
    const sendPaymentReceipt = vi.fn(async () => ({ sentTo: 'p•••@example.com' }));
    const user = testUser({
      permissions: ['SEARCH_TRANSACTIONS', 'VIEW_TRANSACTION_DETAILS', 'SEND_TRANSACTION_RECEIPT'],
    });
    renderWithAdmin(
      <CurrentUserProvider loading={null}>
        <ShowBase resource="payments" id={payment.id} disableAuthentication>
          <PaymentReceiptEmail />
        </ShowBase>
      </CurrentUserProvider>,
      {
        user,
        dataProvider: { getOne: vi.fn(async () => ({ data: payment as never })), sendPaymentReceipt },
        clientSettings: async () => ({
          customerManagementEnabled: true,
          pointOfSale: { enabled: true },
          obligations: [],
          meta: {},
        }),
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'E-mail receipt' }));
    // The payment has no payer address: one is typed.
    fireEvent.change(screen.getByRole('textbox', { name: /address/i }), { target: { value: 'payer@example.com' } });
    onlineManager.setOnline(false);
    try {
      fireEvent.click(screen.getByRole('button', { name: /Send/ }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Connection LostYour device is offline. The receipt will be sent as soon as the connection is back.',
      );
      expect(sendPaymentReceipt).not.toHaveBeenCalled();
      act(() => onlineManager.setOnline(true));
      await vi.waitFor(() => expect(sendPaymentReceipt).toHaveBeenCalledTimes(1));
      await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
