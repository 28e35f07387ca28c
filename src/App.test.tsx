import {
  I18nContextProvider,
  memoryStore,
  ResourceDefinitionContext,
  StoreContextProvider,
  useGetRecordRepresentation,
  useResourceDefinitions,
  type Store,
} from 'ra-core';
import { renderToStaticMarkup } from 'react-dom/server';
import { createAppStore, resourceDefinitions } from './App';
import { i18nProvider } from './i18n';
import { resources } from './routes';

/** What the app renders in its very first pass, before any effect has run (a server render runs none). */
const firstRender = (store: Store) =>
  renderToStaticMarkup(
    <StoreContextProvider value={store}>
      <I18nContextProvider value={i18nProvider}>
        <p>the app</p>
      </I18nContextProvider>
    </StoreContextProvider>,
  );

describe('App', () => {
  it('renders under react-admin’s translations on the first pass: the locale is in the store from the start', () => {
    expect(firstRender(createAppStore())).toBe('<p>the app</p>');
    // Without it, react-admin renders nothing until an effect has set the locale, and the app renders a second time.
    expect(firstRender(memoryStore())).toBe('');
  });

  it("keeps the tab's theme and language alike: through a reload and the reset a sign-out makes, one mechanism for both", () => {
    const store = createAppStore();
    store.setup();
    store.setItem('theme', 'dark');
    store.setItem('locale', 'es');
    store.reset();
    expect([store.getItem('theme'), store.getItem('locale')]).toEqual(['dark', 'es']);
    const reloaded = createAppStore();
    reloaded.setup();
    expect([reloaded.getItem('theme'), reloaded.getItem('locale')]).toEqual(['dark', 'es']);
    sessionStorage.clear();
  });

  it('knows every resource, and how to show its records, from the first render (no registration pass)', () => {
    const Probe = () => {
      const definitions = useResourceDefinitions();
      const representUser = useGetRecordRepresentation('users');
      return (
        <p>
          {Object.keys(definitions).sort().join(',')} |{' '}
          {representUser({ id: 1, firstName: 'Sam', lastName: 'Lee', email: 'sam@example.com' })}
        </p>
      );
    };
    const html = renderToStaticMarkup(
      <ResourceDefinitionContext.Provider value={resourceDefinitions}>
        <Probe />
      </ResourceDefinitionContext.Provider>,
    );
    expect(html).toBe(`<p>${Object.keys(resources).sort().join(',')} | Sam Lee</p>`);
  });
});
