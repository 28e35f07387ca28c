import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppLayout } from '../layout/AppLayout';
import { readTabPref, writeTabPref } from '../lib/tabPrefs';
import { renderWithAdmin } from '../test/render';
import { en, type LocaleMessages } from './en';
import { es } from './es';
import { customers } from './es/customers';
import { spanishRaMessages } from './es/ra';
import { englishRaMessages, i18nProvider, preferredLocale } from '.';

type Tree = { [key: string]: string | Tree };

/** Every text of a message tree, by its dotted key. */
const leaves = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(leaves(value, `${prefix}${key}.`)),
    ),
  );

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}|\{\{(\w+)\}\}/g)].map(match => match[0]).sort();

const settings = async () => ({
  customerManagementEnabled: true,
  pointOfSale: { enabled: true },
  obligations: [],
  meta: {},
});

afterEach(async () => {
  await i18nProvider.changeLocale('en');
  sessionStorage.clear();
});

describe('Spanish', () => {
  it('is chosen from the top bar: the app speaks it, and the tab keeps it', async () => {
    renderWithAdmin(<AppLayout>content</AppLayout>, { clientSettings: settings });
    await userEvent.click(await screen.findByRole('button', { name: 'English' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Español' }));

    const nav = await screen.findByRole('navigation', { name: 'Navegación principal' });
    expect(within(nav).getByRole('link', { name: 'Pagos' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Perfil de sam@springfield.example.com' })).toBeVisible();
    expect(readTabPref('locale')).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(preferredLocale()).toBe('es');
  });

  it('has every key of the English messages and no other, each with the same placeholders', () => {
    const english = leaves(en as unknown as Tree);
    const spanish = leaves({ rm: es.rm, resources: es.resources } as unknown as Tree);
    expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english))
      expect([key, placeholders(spanish[key])]).toEqual([key, placeholders(text)]);
  });

  it('calls a cashiering location by one word throughout: sucursal, never ubicación', () => {
    const spanish = Object.entries(leaves({ rm: es.rm, resources: es.resources } as unknown as Tree));
    expect(spanish.filter(([, text]) => /ubicaci[oó]n/i.test(text)).map(([key]) => key)).toEqual([]);
    expect(spanish.filter(([, text]) => /sucursal/i.test(text)).length).toBeGreaterThan(10);
  });

  it('has every text of react-admin, with the same placeholders', () => {
    const english = leaves(englishRaMessages as unknown as Tree);
    const spanish = leaves(spanishRaMessages as unknown as Tree);
    expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english))
      expect([key, placeholders(spanish[key])]).toEqual([key, placeholders(text)]);
  });

  it('fails the typecheck when a key is missing or added (checked by tsc, which reads this file)', () => {
    const { title, ...withoutTitle } = customers;
    // @ts-expect-error a language without one of the English keys is not a language of the app
    const missing: LocaleMessages['rm']['customers'] = withoutTitle;
    // @ts-expect-error nor one with a key English does not have
    const extra = { ...customers, subtitle: 'Clientes y más' } satisfies LocaleMessages['rm']['customers'];
    expect([title, missing.search, extra.subtitle]).toEqual(['Clientes', customers.search, 'Clientes y más']);
  });
});

describe('the language a tab starts in', () => {
  const languages = (list: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(list);
  afterEach(() => vi.restoreAllMocks());

  it('is the first of the browser languages the app speaks', () => {
    languages(['fr-CA', 'es-MX', 'en-US']);
    expect(preferredLocale()).toBe('es');
    languages(['fr-FR', 'de-DE']);
    expect(preferredLocale()).toBe('en');
  });

  it('is the one chosen earlier in the tab, whatever the browser prefers', () => {
    languages(['es-MX']);
    writeTabPref('locale', 'en');
    expect(preferredLocale()).toBe('en');
  });
});
