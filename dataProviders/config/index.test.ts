import type { HttpClient } from '../http';
import { createConfigBackend } from './index';

describe('config service backend', () => {
  it('reads the three files without a token and merges them', async () => {
    const bodies: Record<string, unknown> = {
      'https://cfg.test/settings/springfield/settings.json': {
        customerManagementEnabled: true,
        pointOfSale: { enabled: true },
      },
      'https://cfg.test/settings/springfield/profile/settings.json': {
        obligations: [{ obligationSlug: 'water', paymentAttributes: { description: 'Water bill' } }],
      },
      'https://cfg.test/metadata/springfield/profile/meta.json': { paymentPortalUrl: 'https://pay.example.com/' },
    };
    const http = vi.fn(async (url: string) => ({
      status: 200,
      headers: new Headers(),
      json: bodies[url],
    })) as unknown as HttpClient;
    const settings = await createConfigBackend('https://cfg.test', http).methods.getClientSettings('springfield');
    expect(settings).toEqual({
      customerManagementEnabled: true,
      pointOfSale: { enabled: true },
      obligations: [{ obligationSlug: 'water', paymentAttributes: { description: 'Water bill' } }],
      meta: { paymentPortalUrl: 'https://pay.example.com/' },
    });
    for (const call of (http as unknown as ReturnType<typeof vi.fn>).mock.calls)
      expect(call[1]).toEqual({ auth: false });
  });

  it('drops a payment portal address that is not http(s), keeping the rest of the settings', async () => {
    const http = vi.fn(async (url: string) => ({
      status: 200,
      headers: new Headers(),
      json: url.endsWith('meta.json')
        ? { paymentPortalUrl: 'javascript:alert(1)' }
        : url.endsWith('/settings/springfield/settings.json')
          ? { customerManagementEnabled: true }
          : {},
    })) as unknown as HttpClient;
    const settings = await createConfigBackend('https://cfg.test', http).methods.getClientSettings('springfield');
    expect(settings.meta.paymentPortalUrl).toBeUndefined();
    expect(settings.customerManagementEnabled).toBe(true);
  });

  it('treats empty files as defaults', async () => {
    const http = vi.fn(async () => ({ status: 200, headers: new Headers(), json: undefined })) as unknown as HttpClient;
    expect(await createConfigBackend('https://cfg.test', http).methods.getClientSettings('x')).toEqual({
      customerManagementEnabled: false,
      pointOfSale: { enabled: false },
      obligations: [],
      meta: {},
    });
  });
});

describe('clientSettings: getOne', () => {
  it('reads the same three files as a record keyed by the slug, passing the abort signal on', async () => {
    const http = vi.fn(async (url: string) => ({
      status: 200,
      headers: new Headers(),
      json: url.endsWith('/settings/springfield/settings.json') ? { customerManagementEnabled: true } : {},
    })) as unknown as HttpClient;
    const signal = new AbortController().signal;
    const { data } = await createConfigBackend('https://cfg.test', http).resources.clientSettings.getOne(
      'clientSettings',
      { id: 'springfield', signal },
    );
    expect(data).toMatchObject({ id: 'springfield', customerManagementEnabled: true, obligations: [], meta: {} });
    expect((http as unknown as ReturnType<typeof vi.fn>).mock.calls.map(call => call[0])).toEqual([
      'https://cfg.test/settings/springfield/settings.json',
      'https://cfg.test/settings/springfield/profile/settings.json',
      'https://cfg.test/metadata/springfield/profile/meta.json',
    ]);
    for (const call of (http as unknown as ReturnType<typeof vi.fn>).mock.calls)
      expect(call[1]).toEqual({ auth: false, signal });
  });
});
