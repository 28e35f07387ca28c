// @vitest-environment jsdom
import { parseConfig } from '../config/schema';
import { createFlagClient } from './flagClient';
import { flagUserOf } from './flagContext';
import { FLAGS_OFF } from './flagKeys';

const config = parseConfig(
  {
    api: {
      payments: 'https://pay.test',
      sso: 'https://sso.test',
      pos: 'https://pos.test',
      configService: 'https://cfg.test',
    },
    auth: { type: 'oidc', issuer: 'https://idp.test', clientId: 'rm' },
    launchDarkly: {
      clientSideId: 'env-123',
      baseUri: 'https://ld.test/base',
      streamUri: 'https://ld.test/stream',
      eventsUri: 'https://ld.test/events',
    },
    dashboardOrigin: 'https://dash.test',
    version: '2.3.4',
  },
  'rm.uat.example.com',
);

/** A stand-in for the LaunchDarkly SDK module that records how it is used. */
const fakeSdk = (values: Record<string, unknown> = {}) => {
  const listeners: Record<string, (() => void)[]> = {};
  const calls = { created: [] as unknown[][], identified: [] as unknown[] };
  const client = {
    on: (event: string, listener: () => void) => (listeners[event] ??= []).push(listener),
    start: vi.fn(async () => ({ status: 'complete' })),
    variation: (key: string, fallback: unknown) => (key in values ? values[key] : fallback),
    identify: vi.fn(async (context: unknown) => {
      calls.identified.push(context);
      return { status: 'completed' };
    }),
    close: vi.fn(async () => undefined),
  };
  const sdk = {
    createClient: vi.fn((...args: unknown[]) => {
      calls.created.push(args);
      return client;
    }),
    basicLogger: vi.fn(() => ({
      error: () => undefined,
      warn: () => undefined,
      info: () => undefined,
      debug: () => undefined,
    })),
  };
  const emit = (event: string) => listeners[event]?.forEach(listener => listener());
  return { sdk, client, calls, values, emit };
};

describe('createFlagClient', () => {
  it('starts the SDK with the configured endpoints, streaming, no localStorage, and an anonymous user in the environment', async () => {
    const fake = fakeSdk({ 'rebrand-pos-revm': true });
    const flags = createFlagClient(config, async () => fake.sdk as never);
    expect(flags.getSnapshot()).toEqual(FLAGS_OFF);
    flags.identify(null);
    await flags.ready;
    const [clientSideId, context, options] = fake.calls.created[0] as [
      string,
      Record<string, unknown>,
      Record<string, unknown>,
    ];
    expect(clientSideId).toBe('env-123');
    expect(context).toEqual({
      kind: 'multi',
      user: { key: '', anonymous: true },
      environment: { key: 'uat', name: 'uat', version: '2.3.4' },
    });
    expect(options).toMatchObject({
      baseUri: 'https://ld.test/base',
      streamUri: 'https://ld.test/stream',
      eventsUri: 'https://ld.test/events',
      streaming: true,
      disableCache: true,
      sendEvents: false,
      diagnosticOptOut: true,
    });
    const storage = options.storage as { set: (key: string, value: string) => Promise<void> };
    await storage.set('LaunchDarkly_key', 'anon-1');
    expect(sessionStorage.getItem('LaunchDarkly_key')).toBe('anon-1');
    expect(localStorage.length).toBe(0);
    expect(flags.getSnapshot()).toEqual({ maintenance: false, rebrand: true, versionTag: false });
  });

  const sam = {
    id: 'u1',
    email: 'sam@x.test',
    name: 'Sam Porter',
    role: 'SUPERVISOR',
    clientSlug: 'springfield',
    clientBrand: 'Springfield',
  };
  const samContext = {
    kind: 'multi',
    user: {
      key: 'u1',
      email: 'sam@x.test',
      name: 'Sam Porter',
      role: 'SUPERVISOR',
      client: 'springfield',
      clientBrand: 'Springfield',
      _meta: { privateAttributes: ['email', 'name'] },
    },
    environment: { key: 'uat', name: 'uat', version: '2.3.4' },
  };

  it('waits to be told whom the flags are for, then evaluates them once, for the signed-in user, with email and name private', async () => {
    const fake = fakeSdk();
    let settled = false;
    const sdkLoaded = Promise.resolve(fake.sdk as never);
    const flags = createFlagClient(config, () => sdkLoaded);
    void flags.ready.then(() => (settled = true));
    // The SDK is in (the client awaited it first, so it would have gone on before this): still nothing started.
    await sdkLoaded;
    expect(fake.calls.created).toHaveLength(0);
    expect(settled).toBe(false);
    flags.identify(
      flagUserOf(
        { id: 'u1', email: 'sam@x.test', fullName: 'Sam Porter', role: 'SUPERVISOR' },
        { slug: 'springfield', brand: 'Springfield' },
      ),
    );
    await flags.ready;
    expect(fake.calls.created.map(([, context]) => context)).toEqual([samContext]);
    // The same user again (the app's first render says so too): no second evaluation.
    flags.identify({ ...sam });
    expect(fake.calls.identified).toEqual([]);
  });

  it('evaluates them anew for another user or client, and for an anonymous visitor after the user', async () => {
    const fake = fakeSdk();
    const flags = createFlagClient(config, async () => fake.sdk as never);
    flags.identify(null);
    await flags.ready;
    flags.identify(sam);
    flags.identify(sam);
    flags.identify({ ...sam, clientSlug: 'shelbyville', clientBrand: 'Shelbyville' });
    flags.identify(null);
    expect(fake.calls.identified).toEqual([
      samContext,
      { ...samContext, user: { ...samContext.user, client: 'shelbyville', clientBrand: 'Shelbyville' } },
      { kind: 'multi', user: { key: '', anonymous: true }, environment: samContext.environment },
    ]);
  });

  it('tells subscribers when a flag changes, and only then', async () => {
    const fake = fakeSdk();
    const flags = createFlagClient(config, async () => fake.sdk as never);
    flags.identify(null);
    await flags.ready;
    const listener = vi.fn();
    flags.subscribe(listener);
    fake.emit('change');
    expect(listener).not.toHaveBeenCalled();
    fake.values['display-maintenance-screen-rev-m'] = true;
    fake.emit('change');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(flags.getSnapshot().maintenance).toBe(true);
  });

  it('leaves every flag off when the SDK cannot load or start, and without a flag service configured', async () => {
    const broken = createFlagClient(config, async () => Promise.reject(new Error('offline')));
    broken.identify(null);
    await broken.ready;
    expect(broken.getSnapshot()).toEqual(FLAGS_OFF);
    const fake = fakeSdk({ 'rebrand-pos-revm': 'yes' });
    fake.client.start.mockRejectedValue(new Error('unreachable'));
    const failing = createFlagClient(config, async () => fake.sdk as never);
    failing.identify(sam);
    await failing.ready;
    expect(failing.getSnapshot()).toEqual(FLAGS_OFF);
    const none = createFlagClient({ ...config, launchDarkly: undefined });
    await none.ready;
    expect(none.getSnapshot()).toEqual(FLAGS_OFF);
  });

  describe('in a tab that remembers its last flags', () => {
    beforeEach(() => sessionStorage.clear());

    it('remembers what it was told, and a later load starts from it before the SDK answers, then follows the live answer', async () => {
      const first = fakeSdk({ 'display-maintenance-screen-rev-m': true });
      const firstLoad = createFlagClient(config, async () => first.sdk as never);
      expect(firstLoad.remembered).toBeUndefined();
      firstLoad.identify(sam);
      await firstLoad.ready;

      const live = fakeSdk({ 'display-maintenance-screen-rev-m': false });
      let loadSdk: (sdk: never) => void = () => undefined;
      const nextLoad = createFlagClient(config, () => new Promise(resolve => (loadSdk = resolve)));
      expect(nextLoad.remembered?.user).toEqual(sam);
      await nextLoad.ready;
      // Ready at once, with the remembered maintenance screen, while the SDK has not even loaded.
      expect(nextLoad.getSnapshot().maintenance).toBe(true);
      nextLoad.identify(nextLoad.remembered!.user);
      loadSdk(live.sdk as never);
      await vi.waitFor(() => expect(nextLoad.getSnapshot().maintenance).toBe(false));
    });

    it('keeps the remembered values when the flag service does not answer', async () => {
      const first = fakeSdk({ 'rebrand-pos-revm': true });
      const firstLoad = createFlagClient(config, async () => first.sdk as never);
      firstLoad.identify(null);
      await firstLoad.ready;
      const silent = fakeSdk();
      silent.client.start.mockResolvedValue({ status: 'timeout' });
      const nextLoad = createFlagClient(config, async () => silent.sdk as never);
      nextLoad.identify(null);
      await vi.waitFor(() => expect(silent.client.start).toHaveBeenCalled());
      await Promise.resolve();
      expect(nextLoad.getSnapshot().rebrand).toBe(true);
    });
  });
});
