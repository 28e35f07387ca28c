import { render, screen } from '@testing-library/react';
import { reactRouterProvider as raCoreAdapter } from 'ra-core';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { reactRouterProvider } from './reactRouterProvider';

const Where = () => <p>{useLocation().pathname}</p>;
const { RouterWrapper } = reactRouterProvider;

describe("react-admin's router adapter without the hash router", () => {
  it("offers everything ra-core's own adapter offers", () => {
    expect(Object.keys(reactRouterProvider).sort()).toEqual(Object.keys(raCoreAdapter).sort());
  });

  it('leaves the app’s router in charge when there is one', () => {
    render(
      <MemoryRouter initialEntries={['/payments']}>
        <RouterWrapper>
          <Where />
        </RouterWrapper>
      </MemoryRouter>,
    );
    expect(screen.getByText('/payments')).toBeInTheDocument();
  });

  it('makes a router on the browser’s address when there is none', () => {
    window.history.pushState({}, '', '/settings');
    render(
      <RouterWrapper>
        <Where />
      </RouterWrapper>,
    );
    expect(screen.getByText('/settings')).toBeInTheDocument();
  });
});
