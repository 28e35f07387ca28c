import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { firstScreenDrawn } from './firstScreen';
import { PageLoading } from './PageLoading';

const frames = (count: number) =>
  new Promise<void>(resolve => {
    const next = (left: number) => (left ? requestAnimationFrame(() => next(left - 1)) : resolve());
    next(count);
  });

describe('firstScreenDrawn (what the flag SDK of a remembering tab waits for)', () => {
  it("waits while the page's loading placeholder shows between the shell's reads and the page's, then settles once the page's reads have answered", async () => {
    const queryClient = new QueryClient();
    let drawn = false;
    void firstScreenDrawn(queryClient).then(() => (drawn = true));
    // The shell shows the page's placeholder and reads the current user; the page's code is still on its way.
    const placeholder = render(<PageLoading />);
    await queryClient.fetchQuery({ queryKey: ['shell read'], queryFn: async () => 'user' });
    await frames(6);
    expect(drawn).toBe(false);
    // The page's code is in: its placeholder goes and its own read starts in the same turn.
    let answer: (value: string) => void = () => undefined;
    const pageRead = queryClient.fetchQuery({
      queryKey: ['page read'],
      queryFn: () => new Promise<string>(resolve => (answer = resolve)),
    });
    placeholder.unmount();
    await frames(6);
    expect(drawn).toBe(false);
    answer('rows');
    await pageRead;
    await frames(6);
    expect(drawn).toBe(true);
  });

  it('settles for a page that reads nothing once its placeholder has gone', async () => {
    const queryClient = new QueryClient();
    let drawn = false;
    void firstScreenDrawn(queryClient).then(() => (drawn = true));
    const placeholder = render(<PageLoading />);
    await frames(6);
    expect(drawn).toBe(false);
    placeholder.unmount();
    await frames(6);
    expect(drawn).toBe(true);
  });
});
