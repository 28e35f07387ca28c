import { fireEvent, render, screen } from '@testing-library/react';
import { Component, Suspense, useState, type ReactNode } from 'react';
import { lazy, named } from './routeTypes';

const Counter = ({ label }: { label: string }) => {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
};

/** A page whose code cannot be loaded the first time it is asked for (offline for a moment), then can. */
const failingOnce = () => {
  let attempts = 0;
  const Page = lazy(
    named(async () => {
      attempts++;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { Counter };
    }, 'Counter'),
  );
  return { Page, attempts: () => attempts };
};

describe('a lazy page as it renders', () => {
  it('shows at once, without its loading placeholder, when its code came before it mounted', async () => {
    const Page = lazy(named(async () => ({ Counter }), 'Counter'));
    await Page.preload();
    const placeholder = vi.fn(() => <p>Loading</p>);
    const Placeholder = placeholder;
    render(
      <Suspense fallback={<Placeholder />}>
        <Page label="Payments" />
      </Suspense>,
    );
    // In the first render: React's own lazy would show the placeholder first, and hold the page back 300 ms after it.
    expect(screen.getByRole('button', { name: 'Payments 0' })).toBeInTheDocument();
    expect(placeholder).not.toHaveBeenCalled();
  });

  it('shows its placeholder while its code loads, then the page, which keeps its state through later renders', async () => {
    let arrive: (module: { Counter: typeof Counter }) => void = () => undefined;
    const Page = lazy(named(() => new Promise<{ Counter: typeof Counter }>(resolve => (arrive = resolve)), 'Counter'));
    const Host = ({ label }: { label: string }) => (
      <Suspense fallback={<p>Loading</p>}>
        <Page label={label} />
      </Suspense>
    );
    const { rerender } = render(<Host label="Payments" />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    arrive({ Counter });
    fireEvent.click(await screen.findByRole('button', { name: 'Payments 0' }));
    expect(screen.getByRole('button', { name: 'Payments 1' })).toBeInTheDocument();
    // Now that the code is in, a new render keeps the page mounted.
    rerender(<Host label="Results" />);
    expect(screen.getByRole('button', { name: 'Results 1' })).toBeInTheDocument();
  });

  it('asks again for code that could not be loaded, the next time it is shown', async () => {
    const { Page, attempts } = failingOnce();
    await expect(Page.preload()).rejects.toThrow('Failed to fetch');
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page label="Search" />
      </Suspense>,
    );
    expect(await screen.findByRole('button', { name: 'Search 0' })).toBeInTheDocument();
    expect(attempts()).toBe(2);
  });

  it('shows a failure to its error boundary, then loads on the next preload (the search opened again)', async () => {
    const { Page, attempts } = failingOnce();
    class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
      state = { failed: false };
      static getDerivedStateFromError = () => ({ failed: true });
      render = () => (this.state.failed ? <p>Could not load</p> : this.props.children);
    }
    const Host = ({ open }: { open: boolean }) =>
      open ? (
        <Boundary>
          <Suspense fallback={<p>Loading</p>}>
            <Page label="Search" />
          </Suspense>
        </Boundary>
      ) : null;
    const { rerender } = render(<Host open />);
    expect(await screen.findByText('Could not load')).toBeInTheDocument();
    expect(attempts()).toBe(1);
    rerender(<Host open={false} />);
    await Page.preload();
    rerender(<Host open />);
    expect(await screen.findByRole('button', { name: 'Search 0' })).toBeInTheDocument();
    expect(attempts()).toBe(2);
  });
});
