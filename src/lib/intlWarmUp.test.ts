import { warmUpIntl } from './intlWarmUp';

/** A stand-in for the browser's Worker: events to dispatch, and whether it was ended. */
const fakeWorker = () => Object.assign(new EventTarget(), { terminate: vi.fn() }) as unknown as Worker & { terminate: ReturnType<typeof vi.fn> };

describe('the Intl warm-up worker', () => {
  beforeEach(() => vi.stubGlobal('Worker', class {}));
  afterEach(() => vi.unstubAllGlobals());

  it('is started on the payment search and payment detail pages, and ended once it says it is ready', () => {
    for (const path of ['/payments', '/payment/1000042']) {
      const worker = fakeWorker();
      const start = vi.fn(() => worker);
      expect(warmUpIntl(path, start)).toBe(true);
      expect(start).toHaveBeenCalledTimes(1);
      expect(worker.terminate).not.toHaveBeenCalled();
      worker.dispatchEvent(new MessageEvent('message', { data: 'ready' }));
      expect(worker.terminate).toHaveBeenCalledTimes(1);
    }
  });

  it('is ended when its script fails to load or run', () => {
    const worker = fakeWorker();
    warmUpIntl('/payments', () => worker);
    worker.dispatchEvent(new Event('error'));
    expect(worker.terminate).toHaveBeenCalledTimes(1);
  });

  it('is not started on pages whose first render formats no date', () => {
    const start = vi.fn(fakeWorker);
    for (const path of ['/dashboard', '/settings', '/customers', '/pos-config/agencies', '/profile', '/admin', '/login', '/paymentsx', '/'])
      expect(warmUpIntl(path, start)).toBe(false);
    expect(start).not.toHaveBeenCalled();
  });

  it('does nothing where workers are missing or cannot start', () => {
    expect(
      warmUpIntl('/payments', () => {
        throw new DOMException('blocked', 'SecurityError');
      }),
    ).toBe(false);
    vi.stubGlobal('Worker', undefined);
    const start = vi.fn(fakeWorker);
    expect(warmUpIntl('/payments', start)).toBe(false);
    expect(start).not.toHaveBeenCalled();
  });
});
