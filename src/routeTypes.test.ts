import { lazy, named, PageLoadError } from './routeTypes';

describe('lazy pages', () => {
  it('can start loading before they render, and load once', async () => {
    const Page = () => null;
    const loader = vi.fn(async () => ({ Page }));
    const component = lazy(named(loader, 'Page'));
    expect(loader).not.toHaveBeenCalled();
    const first = component.preload();
    const second = component.preload();
    expect(await first).toEqual({ default: Page });
    expect(second).toBe(first);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('say when their code could not be loaded, so the page can offer to reload', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/UserList-abc.js');
    const component = lazy(named(() => Promise.reject(failure), 'Page'));
    const error = await component.preload().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PageLoadError);
    expect((error as PageLoadError).cause).toBe(failure);
  });
});
