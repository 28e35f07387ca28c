import { lazy, named } from './routeTypes';

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
});
