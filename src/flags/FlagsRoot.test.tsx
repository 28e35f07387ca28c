import { act, render, screen } from '@testing-library/react';
import type { FlagClient } from './flagClient';
import { FLAGS_OFF, type FlagValues } from './flagKeys';
import { FlagsRoot } from './FlagsRoot';
import { LAST_BRAND_KEY } from '../lib/lastBrand';
import { rememberLocale } from '../i18n/locale';

const controllable = () => {
  let values: FlagValues = FLAGS_OFF;
  const listeners = new Set<() => void>();
  const client: FlagClient = {
    getSnapshot: () => values,
    subscribe: listener => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    identify: () => undefined,
    ready: Promise.resolve(),
    close: () => undefined,
  };
  const set = (next: Partial<FlagValues>) =>
    act(() => {
      values = { ...values, ...next };
      listeners.forEach(listener => listener());
    });
  return { client, set };
};

const App = () => <p>The app at {window.location.pathname}</p>;

describe('FlagsRoot', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/payments?q=1');
    // Only the icon is replaced: the styles other components put in the head stay where their owners expect them.
    document.head.querySelectorAll('link[rel="icon"]').forEach(link => link.remove());
    document.head.insertAdjacentHTML('beforeend', '<link rel="icon" href="/favicon.svg">');
  });

  it('replaces every path with /maintenance while the flag is on, and brings the visitor back after', () => {
    const { client, set } = controllable();
    render(
      <FlagsRoot client={client}>
        <App />
      </FlagsRoot>,
    );
    expect(screen.getByText('The app at /payments')).toBeInTheDocument();
    set({ maintenance: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Down For Maintenance' })).toBeVisible();
    expect(screen.getByText('Revenue Management is down for maintenance. Please try again later.')).toBeVisible();
    expect(screen.queryByText(/The app at/)).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/maintenance');
    set({ maintenance: false });
    expect(screen.getByText('The app at /payments')).toBeInTheDocument();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/payments?q=1');
  });

  it('says it in the tab’s language', () => {
    rememberLocale('es');
    try {
      const { client, set } = controllable();
      render(
        <FlagsRoot client={client}>
          <App />
        </FlagsRoot>,
      );
      set({ maintenance: true });
      expect(screen.getByRole('heading', { level: 1, name: 'En mantenimiento' })).toBeVisible();
      expect(
        screen.getByText('Revenue Management está en mantenimiento. Vuelva a intentarlo más tarde.'),
      ).toBeVisible();
      expect(document.title).toBe('En mantenimiento · Revenue Management');
    } finally {
      rememberLocale('en');
    }
  });

  it('switches the favicon with the rebrand flag, and remembers the brand for the next loading screen', () => {
    localStorage.clear();
    const { client, set } = controllable();
    render(
      <FlagsRoot client={client}>
        <App />
      </FlagsRoot>,
    );
    const icon = () => document.querySelector('link[rel="icon"]')!.getAttribute('href');
    expect(icon()).toBe('/favicon.svg');
    expect(localStorage.getItem(LAST_BRAND_KEY)).toBeNull();
    set({ rebrand: true });
    expect(icon()).toBe('/favicon-rebrand.svg');
    expect(localStorage.getItem(LAST_BRAND_KEY)).toBe('rebrand');
    set({ rebrand: false });
    expect(localStorage.getItem(LAST_BRAND_KEY)).toBeNull();
  });
});
