import type { HttpClient } from '../http';
import { createConfigBackend } from './index';

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
