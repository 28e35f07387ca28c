import type { LDClient, LDOptions, LDStorage } from '@launchdarkly/js-client-sdk';
import type { AppConfig } from '../config/schema';
import { recallForTab, rememberForTab, TAB_MEMORY } from '../lib/tabMemory';
import { flagContextOf, type FlagUser } from './flagContext';
import { FLAG_KEYS, FLAGS_OFF, type FlagName, type FlagValues } from './flagKeys';

type SdkModule = Pick<typeof import('@launchdarkly/js-client-sdk'), 'createClient' | 'basicLogger'>;

/** The app's view of the flag service: current values, change notifications and who is identified. */
export interface FlagClient {
  getSnapshot(): FlagValues;
  subscribe(listener: () => void): () => void;
  /** Re-evaluates the flags for the signed-in user, or for an anonymous visitor with null. */
  identify(user: FlagUser | null): void;
  /**
   * Settles once there are values to start from: at once when this tab remembers the last ones (`remembered`), else
   * with the flag service's first answer (or failure). Never rejects.
   */
  ready: Promise<void>;
  /** The values and the person this tab last had the flags evaluated for; the client starts from these values. */
  remembered?: RememberedFlags;
  close(): void;
}

/** The flags this tab last had, and for whom: a later load starts from them and has them checked again, live. */
export interface RememberedFlags {
  user: FlagUser | null;
  values: FlagValues;
}

/** Whether this tab has flag values to start from (the entry then leaves the SDK for after the first page). */
export const rememberedFlags = (): RememberedFlags | undefined => {
  const last = recallForTab<RememberedFlags>(TAB_MEMORY.flags);
  if (!last || typeof last !== 'object' || !last.values) return undefined;
  const values = Object.fromEntries(
    (Object.keys(FLAG_KEYS) as FlagName[]).map(name => [name, last.values[name] === true]),
  ) as FlagValues;
  return { user: last.user ?? null, values };
};

/**
 * The SDK's storage (the generated key of an anonymous visitor) is this tab's sessionStorage, never
 * localStorage; an anonymous visitor keeps one key per tab instead of a new one per page load.
 * The SDK caches no flag values (disableCache): the app remembers the last ones itself (RememberedFlags), for the tab.
 */
export const sessionStorageForFlags = (store: Storage | undefined = globalThis.sessionStorage): LDStorage => {
  const memory = new Map<string, string>();
  const safe = <T>(action: () => T, fallback: () => T) => {
    try {
      return store ? action() : fallback();
    } catch {
      return fallback();
    }
  };
  return {
    get: async key =>
      safe(
        () => store!.getItem(key),
        () => memory.get(key) ?? null,
      ),
    set: async (key, value) =>
      safe(
        () => store!.setItem(key, value),
        () => void memory.set(key, value),
      ),
    clear: async key =>
      safe(
        () => store!.removeItem(key),
        () => void memory.delete(key),
      ),
  };
};

const readFlags = (client: LDClient): FlagValues =>
  Object.fromEntries(
    Object.entries(FLAG_KEYS).map(([name, key]) => [name, client.variation(key, false) === true]),
  ) as FlagValues;

const sameFlags = (a: FlagValues, b: FlagValues) =>
  (Object.keys(FLAG_KEYS) as FlagName[]).every(name => a[name] === b[name]);

/** A client whose flags are all off, for a configuration without a flag service and for tests. */
export const staticFlagClient = (values: FlagValues = FLAGS_OFF): FlagClient => ({
  getSnapshot: () => values,
  subscribe: () => () => undefined,
  identify: () => undefined,
  ready: Promise.resolve(),
  close: () => undefined,
});

/**
 * The LaunchDarkly browser SDK, loaded on demand so it is not part of the first page's code.
 * It streams changes, so switching a flag applies at once. Any failure leaves every flag off.
 *
 * The SDK starts once the first identify() has said whom the flags are for (the signed-in user, or null for a visitor
 * who is not signed in): a signed-in page load evaluates them once, for its user, over one stream, rather than first
 * for an anonymous visitor and then again for the user, and flags aimed at a user or a client (maintenance of one
 * client) apply from the first page. A later identify() of the same person changes nothing.
 */
export const createFlagClient = (
  config: AppConfig,
  loadSdk: () => Promise<SdkModule> = () => import('@launchdarkly/js-client-sdk'),
): FlagClient => {
  const settings = config.launchDarkly;
  if (!settings) return staticFlagClient();
  const remembered = rememberedFlags();
  let values = remembered?.values ?? FLAGS_OFF;
  let client: LDClient | undefined;
  let closed = false;
  let pendingUser: FlagUser | null | undefined;
  /** Whom the values in `values` were last evaluated for. */
  let evaluatedUser: FlagUser | null = null;
  /** The context the client evaluates the flags for, as JSON. */
  let evaluatedFor: string | undefined;
  let firstIdentity: (user: FlagUser | null) => void = () => undefined;
  const identified = new Promise<FlagUser | null>(resolve => (firstIdentity = resolve));
  const listeners = new Set<() => void>();
  const contextOf = (user: FlagUser | null) => flagContextOf(config.environment, user, config.version);

  const update = () => {
    if (!client) return;
    const next = readFlags(client);
    rememberForTab(TAB_MEMORY.flags, { user: evaluatedUser, values: next } satisfies RememberedFlags);
    if (sameFlags(next, values)) return;
    values = next;
    listeners.forEach(listener => listener());
  };

  const start = async () => {
    try {
      const [sdk, user] = await Promise.all([loadSdk(), identified]);
      if (closed) return;
      const options: LDOptions = {
        baseUri: settings.baseUri,
        streamUri: settings.streamUri,
        eventsUri: settings.eventsUri,
        streaming: true,
        fetchGoals: false,
        // Telemetry off: no analytics events of flag evaluations, no diagnostic pings.
        sendEvents: false,
        diagnosticOptOut: true,
        storage: sessionStorageForFlags(),
        disableCache: true,
        logger: sdk.basicLogger({ level: 'error' }),
        applicationInfo: { id: 'revenue-management', version: config.version },
      };
      const context = contextOf(user);
      evaluatedFor = JSON.stringify(context);
      evaluatedUser = user;
      client = sdk.createClient(settings.clientSideId, context, options);
      client.on('change', update);
      // Without an answer (no flag service, or too slow) the values stay what they were: the tab's last, or all off.
      const { status } = await client.start({ timeout: 5 });
      if (status === 'complete') update();
      if (pendingUser !== undefined) identify(pendingUser);
    } catch {
      // No flag service: every flag stays off.
    }
  };

  const identify = (user: FlagUser | null) => {
    firstIdentity(user);
    pendingUser = user;
    if (!client) return;
    const context = contextOf(user);
    if (JSON.stringify(context) === evaluatedFor) return;
    evaluatedFor = JSON.stringify(context);
    void client.identify(context).then(
      result => {
        if (result.status !== 'completed') return;
        evaluatedUser = user;
        update();
      },
      () => undefined,
    );
  };

  const started = start();
  return {
    getSnapshot: () => values,
    subscribe: listener => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    identify,
    ready: remembered ? Promise.resolve() : started,
    remembered,
    close: () => {
      closed = true;
      void client?.close();
    },
  };
};
