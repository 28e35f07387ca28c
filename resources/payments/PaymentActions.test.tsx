import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { HttpError, ShowBase } from 'ra-core';
import { Notification } from 'react-admin';
import type { CurrentUser } from '../../src/auth/currentUser';
import type { Payment } from '../../dataProviders/payments';
import { renderWithAdmin, testUser } from '../../src/test/render';
import { PaymentActions } from './PaymentActions';
import { testPayment, WATER_BILL } from './testPayment';

const researcher = testUser({ role: 'RESEARCHER', permissions: ['SEARCH_TRANSACTIONS', 'VIEW_TRANSACTION_DETAILS'] });

/** The actions on a payment's page: the payment read through react-admin's ShowBase from `getOne`, as PaymentShow does; toasts shown as the app shows them. */
const renderActions = (
  payment: Payment | (() => Payment),
  { user = testUser(), ...methods }: { user?: CurrentUser } & Record<string, unknown> = {},
) => {
  const getOne = vi.fn(async () => ({ data: (typeof payment === 'function' ? payment() : payment) as never }));
  const first = typeof payment === 'function' ? payment() : payment;
  renderWithAdmin(
    <ShowBase resource="payments" id={first.id} disableAuthentication>
      <PaymentActions user={user} obligations={[WATER_BILL]} />
      <Notification />
    </ShowBase>,
    { user, dataProvider: { getOne, ...methods } },
  );
  return { getOne };
};

/** The toast's lines, heading first, as a person reads them. */
const toastLines = async () =>
  [...(await screen.findByRole('alert')).querySelectorAll('p')].map(line => line.textContent);

describe('PaymentActions', () => {
  it('a role without the permission gets disabled buttons that say why', async () => {
    const user = userEvent.setup();
    renderActions(testPayment({ voidable: true }), { user: researcher });
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
    renderActions(testPayment({ voidable: true }), { user: noRole });
    await user.hover(await screen.findByRole('button', { name: 'Void' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('You cannot void as a No role or access.');
  });

  it('an already refunded or voided payment says so, and a voided one says why it cannot be refunded', async () => {
    const user = userEvent.setup();
    renderActions(testPayment({ status: 'voided', refundable: false }));
    await user.hover(await screen.findByRole('button', { name: 'Void' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent("Can't void an already voided transaction.");
    await user.unhover(screen.getByRole('button', { name: 'Void' }));
    await user.hover(screen.getByRole('button', { name: 'Refund' }));
    await waitFor(() =>
      expect(screen.getByRole('tooltip')).toHaveTextContent('A voided transaction cannot be refunded.'),
    );
  });

  it('the void dialog: the destructive action is the coloured one, Cancel carries no warning', async () => {
    renderActions(testPayment({ voidable: true, refundable: false, fundedAt: null }));
    fireEvent.click(await screen.findByRole('button', { name: 'Void' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Void transaction' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    expect(confirm).toHaveClass('MuiButton-colorWarning');
    expect(within(confirm).getByTestId('BlockIcon')).toBeInTheDocument();
    expect(within(confirm).queryByTestId('CheckCircleIcon')).not.toBeInTheDocument();
    expect(within(cancel).queryByTestId('ErrorOutlineOutlinedIcon')).not.toBeInTheDocument();
  });

  it('a confirmation starts on Cancel: Enter pressed twice on Refund refunds nothing, and focus is back on Refund', async () => {
    const user = userEvent.setup();
    const refundPayment = vi.fn();
    renderActions(testPayment(), { refundPayment });
    const refund = await screen.findByRole('button', { name: 'Refund' });
    refund.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Refund transaction 1000042?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(refundPayment).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Refund' })).toHaveFocus();
  });

  it('voids once per confirmation, with an Idempotency-Key, however often Confirm is clicked, and reloads the payment', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const voidPayment = vi.fn(() => new Promise(resolve => (finish = resolve)));
    let payment = testPayment({ voidable: true, refundable: false, fundedAt: null });
    const { getOne } = renderActions(() => payment, { voidPayment });
    fireEvent.click(await screen.findByRole('button', { name: 'Void' }));
    const confirm = await screen.findByRole('button', { name: 'Void transaction' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(voidPayment).toHaveBeenCalledTimes(1));
    expect(voidPayment).toHaveBeenCalledWith(payment.id, { idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    payment = { ...payment, status: 'voided', voidable: false };
    finish(payment);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(getOne).toHaveBeenCalledTimes(2));
  });

  it('after a refund, asks nothing while the payment is read again, and never sends what the payment no longer allows', async () => {
    // Enter held down on "Refund $70.00": the confirmation closes, the focus is back on Refund, Enter goes on.
    const refundPayment = vi.fn(async () => ({ data: {} }));
    let payment = testPayment({ refundTypeAllowed: 'FULL_AMOUNT' });
    let reread: (value: unknown) => void = () => undefined;
    let reads = 0;
    const getOne = vi.fn(() =>
      reads++ === 0 ? Promise.resolve({ data: payment }) : new Promise(resolve => (reread = resolve)),
    );
    renderActions(payment, { getOne, refundPayment });
    fireEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Refund $70.00' }));
    await waitFor(() => expect(refundPayment).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(getOne).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The payment is still being read: the button asks nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Read: refunded, so Refund says why it cannot.
    payment = { ...payment, status: 'refunded', refundable: false, amountRefundable: 0 };
    reread({ data: payment });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Refund' })).toHaveAttribute('aria-disabled', 'true'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(refundPayment).toHaveBeenCalledTimes(1);
  });

  it('a failed refund closes the modal, says so in one toast with the server reason, and a retry of the same refund keeps its key', async () => {
    const refundPayment = vi.fn().mockRejectedValue(new HttpError('The payment processor is unavailable.', 503, {}));
    const payment = testPayment({ refundTypeAllowed: 'FULL_AMOUNT' });
    renderActions(payment, { refundPayment });
    for (let attempt = 1; attempt <= 2; attempt++) {
      fireEvent.click(await screen.findByRole('button', { name: 'Refund' }));
      expect(
        await screen.findByText('The full refundable amount of $70.00 will be refunded. This cannot be undone.'),
      ).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Refund $70.00' }));
      await waitFor(() => expect(refundPayment).toHaveBeenCalledTimes(attempt));
      expect(await toastLines()).toEqual([
        'Transaction Refund Unsuccessful',
        `Transaction ${payment.id} could not be refunded`,
        'The payment processor is unavailable.',
      ]);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
      await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    }
    const [first, second] = refundPayment.mock.calls.map(call => call[2].idempotencyKey);
    expect(refundPayment.mock.calls[0].slice(0, 2)).toEqual([payment.id, null]);
    expect(second).toBe(first);
  });

  it('a refund with no answer keeps its reason, reloads the payment, and is asked again with the same key, reason and all', async () => {
    const user = userEvent.setup();
    const refundPayment = vi
      .fn()
      .mockRejectedValueOnce(new HttpError('The server took too long to respond.', 504, {}))
      .mockResolvedValueOnce({ data: {} });
    const payment = testPayment({ refundTypeAllowed: 'FULL_AMOUNT' });
    const writer = testUser();
    const { getOne } = renderActions(payment, {
      refundPayment,
      user: { ...writer, permissions: [...writer.permissions, 'EDIT_TRANSACTION_NOTE'] },
    });
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    await user.type(await screen.findByRole('textbox', { name: 'Reason (optional)' }), 'Overcharged');
    await user.click(screen.getByRole('button', { name: 'Refund $70.00' }));
    expect(await toastLines()).toEqual([
      'Transaction Refund Unsuccessful',
      `Transaction ${payment.id} could not be refunded`,
      'The server took too long to respond.',
    ]);
    // It may have been done: the payment is read again.
    await waitFor(() => expect(getOne).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByRole('textbox', { name: 'Reason (optional)' })).toHaveValue('Overcharged');
    await user.click(screen.getByRole('button', { name: 'Refund $70.00' }));
    await waitFor(() => expect(refundPayment).toHaveBeenCalledTimes(2));
    const [first, second] = refundPayment.mock.calls;
    expect(second).toEqual(first);
    expect(first[2]).toEqual({ idempotencyKey: expect.any(String), note: 'Overcharged' });
  });

  it('offline, a void fails at once and says so, rather than waiting to be sent whenever the connection comes back', async () => {
    const voidPayment = vi.fn().mockRejectedValue(new HttpError('Network error', 0, {}));
    const payment = testPayment({ voidable: true, refundable: false, fundedAt: null });
    renderActions(payment, { voidPayment });
    const button = await screen.findByRole('button', { name: 'Void' });
    onlineManager.setOnline(false);
    try {
      fireEvent.click(button);
      fireEvent.click(await screen.findByRole('button', { name: 'Void transaction' }));
      expect((await toastLines()).slice(0, 2)).toEqual([
        'Transaction Void Unsuccessful',
        `Transaction ${payment.id} could not be voided`,
      ]);
      expect(voidPayment).toHaveBeenCalled();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('a failed void says so in the spec words, the reason in the same toast', async () => {
    const voidPayment = vi.fn().mockRejectedValue(new HttpError('The payment processor is unavailable.', 500, {}));
    const payment = testPayment({ voidable: true, refundable: false, fundedAt: null });
    renderActions(payment, { voidPayment });
    fireEvent.click(await screen.findByRole('button', { name: 'Void' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Void transaction' }));
    expect(await toastLines()).toEqual([
      'Transaction Void Unsuccessful',
      `Transaction ${payment.id} could not be voided`,
      'The payment processor is unavailable.',
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getAllByText(`Transaction ${payment.id} could not be voided`)).toHaveLength(1);
  });

  it('a refused refund reloads the payment and says which line has how much left, in words', async () => {
    const refundPayment = vi.fn().mockRejectedValue(new HttpError('Line item 2 has only $0.00 refundable.', 409, {}));
    let payment = testPayment({ refundTypeAllowed: 'PARTIAL_AMOUNT_FULL_LINE_ITEM' });
    const { getOne } = renderActions(() => payment, { refundPayment });
    fireEvent.click(await screen.findByRole('button', { name: 'Partial refund' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Refund Late fee' }));
    fireEvent.click(screen.getByRole('button', { name: 'Refund $15.00' }));
    // Meanwhile another tab refunded the late fee.
    payment = {
      ...payment,
      lineItems: payment.lineItems.map(line =>
        line.id === 2 ? { ...line, amountRefundedInCents: 1500, amountRefundableInCents: 0 } : line,
      ),
    };
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Refund $15.00' }));
    // One toast: the spec's heading and text, and the line in words (not the server's line id).
    expect(await toastLines()).toEqual([
      'Transaction Refund Unsuccessful',
      `Transaction ${payment.id} could not be refunded`,
      'Late fee · Line Item has $0.00 left to refund.',
    ]);
    expect(getOne).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Line item 2 has only $0.00 refundable.')).not.toBeInTheDocument();
    // The page shows the payment as it is now: the late fee can no longer be chosen.
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Refund Late fee' })).toBeDisabled());
  });
});
