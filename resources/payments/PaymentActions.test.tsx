import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'ra-core';
import { renderWithAdmin, testUser } from '../../src/test/render';
import { PaymentActions } from './PaymentActions';
import { testPayment } from './testPayment';

const researcher = testUser({ role: 'RESEARCHER', permissions: ['SEARCH_TRANSACTIONS', 'VIEW_TRANSACTION_DETAILS'] });

describe('PaymentActions', () => {
  it('a role without the permission gets disabled buttons that say why', async () => {
    const user = userEvent.setup();
    renderWithAdmin(<PaymentActions payment={testPayment({ voidable: true })} user={researcher} obligations={[]} onFailure={vi.fn()} />, { user: researcher });
    const refund = await screen.findByRole('button', { name: 'Refund' });
    expect(refund).toHaveAttribute('aria-disabled', 'true');
    await user.hover(refund);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('You cannot refund as a Researcher.');
    await user.click(screen.getByRole('button', { name: 'Void' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('names a user without a role as the spec does', async () => {
    const user = userEvent.setup();
    const noRole = testUser({ role: 'NO_ROLE', permissions: ['SEARCH_TRANSACTIONS', 'VIEW_TRANSACTION_DETAILS'] });
    renderWithAdmin(<PaymentActions payment={testPayment({ voidable: true })} user={noRole} obligations={[]} onFailure={vi.fn()} />, { user: noRole });
    await user.hover(await screen.findByRole('button', { name: 'Void' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('You cannot void as a No role or access.');
  });

  it('an already refunded or voided payment says so', async () => {
    const user = userEvent.setup();
    renderWithAdmin(<PaymentActions payment={testPayment({ status: 'voided', refundable: false })} user={testUser()} obligations={[]} onFailure={vi.fn()} />);
    await user.hover(await screen.findByRole('button', { name: 'Void' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent("Can't void an already voided transaction.");
  });

  it('voids once per confirmation, with an Idempotency-Key, however often Confirm is clicked', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const voidPayment = vi.fn(() => new Promise(resolve => (finish = resolve)));
    const payment = testPayment({ voidable: true, refundable: false });
    renderWithAdmin(<PaymentActions payment={payment} user={testUser()} obligations={[]} onFailure={vi.fn()} />, { dataProvider: { voidPayment } });
    fireEvent.click(await screen.findByRole('button', { name: 'Void' }));
    const confirm = await screen.findByRole('button', { name: 'Void transaction' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(voidPayment).toHaveBeenCalledTimes(1));
    expect(voidPayment).toHaveBeenCalledWith(payment.id, { idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    finish({ ...payment, status: 'voided' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a failed refund closes the modal, reports the server reason, and a retry of the same refund keeps its key', async () => {
    const refundPayment = vi.fn().mockRejectedValue(new HttpError('The payment processor is unavailable.', 503, {}));
    const onFailure = vi.fn();
    const payment = testPayment({ refundTypeAllowed: 'FULL_AMOUNT' });
    renderWithAdmin(<PaymentActions payment={payment} user={testUser()} obligations={[]} onFailure={onFailure} />, { dataProvider: { refundPayment } });
    for (let attempt = 1; attempt <= 2; attempt++) {
      fireEvent.click(await screen.findByRole('button', { name: 'Refund' }));
      expect(await screen.findByText('The full refundable amount of $70.00 will be refunded. This cannot be undone.')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Refund $70.00' }));
      await waitFor(() => expect(onFailure).toHaveBeenCalledTimes(attempt));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
    expect(onFailure).toHaveBeenCalledWith('The payment processor is unavailable.');
    const [first, second] = refundPayment.mock.calls.map(call => call[2].idempotencyKey);
    expect(refundPayment.mock.calls[0].slice(0, 2)).toEqual([payment.id, null]);
    expect(second).toBe(first);
  });
});
