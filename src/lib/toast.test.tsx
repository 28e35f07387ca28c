import { act, screen } from '@testing-library/react';
import { useNotify } from 'ra-core';
import { useEffect } from 'react';
import { renderWithAdmin } from '../test/render';
import { TIMEOUT_MESSAGE } from '../../dataProviders/http';
import { i18nProvider } from '../i18n';
import { ToastOutlet, useToast } from './toast';

const AppToast = () => {
  const toast = useToast();
  useEffect(
    () =>
      toast({
        heading: 'Transaction Refund Unsuccessful',
        text: 'Transaction 42 could not be refunded',
        type: 'error',
      }),
    [toast],
  );
  return null;
};

/** A cashiering toast, which its spec shows for 3 s. */
const SortToast = () => {
  const toast = useToast();
  useEffect(() => toast({ heading: 'rm.pos.toast.sortSaved', type: 'success', lasts: 'posToast' }), [toast]);
  return null;
};

/** A notification react-admin raises itself, with no duration of its own. */
const ReactAdminNotice = () => {
  const notify = useNotify();
  useEffect(() => notify('The form is not valid', { type: 'error' }), [notify]);
  return null;
};

/** Time passes as it does for a person: in steps, so what starts a timer in an effect (the snackbar's) starts it in time. */
const wait = async (ms: number) => {
  for (let passed = 0; passed < ms; passed += 100)
    await act(async () => {
      vi.advanceTimersByTime(100);
    });
};

const shownFor = async (text: string, ms: number) => {
  await wait(ms - 200);
  expect(screen.getByText(text)).toBeInTheDocument();
  // Gone once the time is up and the snackbar's exit transition has run.
  await wait(1000);
  expect(screen.queryByText(text)).not.toBeInTheDocument();
};

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it.each([
    ["the app's own, an error's too", <AppToast key="app" />, 'Transaction 42 could not be refunded'],
    ['react-admin raises itself', <ReactAdminNotice key="ra" />, 'The form is not valid'],
  ])('last 5000 ms, as every notice does: %s', async (_name, raise, text) => {
    renderWithAdmin(
      <>
        {raise}
        <ToastOutlet />
      </>,
    );
    expect(await screen.findByText(text)).toBeInTheDocument();
    await shownFor(text, 5000);
  });

  it("says the data layer's own failures (Network error, a timeout) in the user's language, as its detail or text", async () => {
    await i18nProvider.changeLocale('es');
    try {
      const Failure = () => {
        const toast = useToast();
        useEffect(() => {
          toast({ heading: 'rm.pos.toast.sortFailed', text: 'Network error', type: 'error' });
          toast({ heading: 'Transaction Refund Unsuccessful', detail: [TIMEOUT_MESSAGE], type: 'error' });
        }, [toast]);
        return null;
      };
      renderWithAdmin(
        <>
          <Failure />
          <ToastOutlet />
        </>,
      );
      expect(await screen.findByText('Error de red')).toBeInTheDocument();
      await wait(6000);
      expect(
        await screen.findByText('El servidor tardó demasiado en responder. Vuelva a intentarlo.'),
      ).toBeInTheDocument();
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });

  it('a success is said in a live region already on the page, an error as an alert as it comes', async () => {
    renderWithAdmin(
      <>
        <SortToast />
        <AppToast />
        <ToastOutlet />
      </>,
    );
    // react-admin shows one notification at a time: the success first.
    const region = await screen.findByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    await wait(200);
    expect(region).toHaveTextContent('Sort Order Updated');
    await wait(4000);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Transaction 42 could not be refunded');
  });

  it('a cashiering toast lasts 3000 ms (pos-config spec: Sort Order Updated shown for 3 s)', async () => {
    renderWithAdmin(
      <>
        <SortToast />
        <ToastOutlet />
      </>,
    );
    expect(await screen.findByText('Sort Order Updated')).toBeInTheDocument();
    await shownFor('Sort Order Updated', 3000);
  });
});
