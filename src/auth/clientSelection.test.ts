// @vitest-environment jsdom
import { forgetBrowserClient, getSelectedClient, setSelectedClient } from './clientSelection';

const springfield = { slug: 'springfield', brand: 'Springfield' };
const shelbyville = { slug: 'shelbyville', brand: 'Shelbyville' };
/** A new tab: its own sessionStorage is empty, the browser's cookies are shared. */
const openNewTab = () => sessionStorage.clear();

describe('the client an admin chose', () => {
  it('is kept by the tab and taken by the tabs opened next in the browser session', () => {
    setSelectedClient(springfield);
    expect(getSelectedClient()).toEqual(springfield);
    openNewTab();
    expect(getSelectedClient()).toEqual(springfield);
  });

  it('stays per tab once chosen: another tab choosing does not change it', () => {
    setSelectedClient(springfield);
    const first = sessionStorage.getItem('rm.selectedClient');
    openNewTab();
    setSelectedClient(shelbyville);
    // Back in the first tab.
    sessionStorage.setItem('rm.selectedClient', first!);
    expect(getSelectedClient()).toEqual(springfield);
  });

  it('after Change client the tab has none, not the browser session’s; a sign-out forgets it for new tabs', () => {
    setSelectedClient(springfield);
    setSelectedClient(null);
    expect(getSelectedClient()).toBeNull();
    setSelectedClient(shelbyville);
    forgetBrowserClient();
    openNewTab();
    expect(getSelectedClient()).toBeNull();
  });
});
