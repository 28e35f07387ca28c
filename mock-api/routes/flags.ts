import { Router, type Request, type RequestHandler, type Response } from 'express';
import { BoundedMap } from '../bounded';
import { SCOPE_HEADER } from '../faults';

/**
 * A stand-in for LaunchDarkly's client-side endpoints, as the browser SDK (@launchdarkly/js-client-sdk 4,
 * FDv1 data system) calls them, so the real SDK runs locally:
 *   GET    /sdk/evalx/{envId}/contexts/{base64url context}   flag values (polling, first load)
 *   REPORT /sdk/evalx/{envId}/context                         the same with the context as body (useReport)
 *   GET    /eval/{envId}/{base64url context}                  server-sent events: put, then put on every change
 *   REPORT /eval/{envId}                                      the same with the context as body
 *   GET    /ping/{envId}                                      server-sent ping events (REPORT without EventSource support)
 *   GET    /sdk/goals/{envId}                                 experimentation goals (none)
 *   POST   /events/bulk/{envId}, /events/diagnostic/{envId}   analytics and diagnostic events (accepted, dropped)
 * Test control, per `x-mock-scope` like faults (no scope = everyone):
 *   GET|POST|DELETE /__mock/flags?scope=   read, set ({key: value}) or clear the flags of a scope
 *   GET             /__mock/flags/contexts?scope=   the contexts the SDK was last identified with
 */
export const DEFAULT_FLAGS: Record<string, unknown> = {
  'display-maintenance-screen-rev-m': false,
  'rebrand-pos-revm': false,
  'display-ld-version-tag-rev-m': false,
};

type FlagSet = Record<string, unknown>;

interface Stream {
  res: Response;
  scope: string;
  ping: boolean;
}

const HEARTBEAT_MS = 15_000;

const decodeContext = (encoded: string): unknown => {
  try {
    return JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
};

const isContext = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && typeof (value as { kind?: unknown }).kind === 'string';

/**
 * The contexts kept for the test control, per scope: scopes are whatever `x-mock-scope` header a caller sends, so
 * the scopes, the contexts per scope and each context's size are all bounded (at most about 8 MB in all).
 */
export const CONTEXT_LIMITS = { scopes: 100, perScope: 20, bytes: 4 * 1024 };

export const flagService = () => {
  const overrides = new Map<string, FlagSet>();
  const contexts = new BoundedMap<string, unknown[]>(CONTEXT_LIMITS.scopes);
  const streams = new Set<Stream>();
  let version = 1;

  const scopeOfRequest = (req: Request) => req.header(SCOPE_HEADER) ?? '';
  const scopeOfQuery = (req: Request) => (typeof req.query.scope === 'string' ? req.query.scope : '');

  const valuesFor = (scope: string): FlagSet => ({
    ...DEFAULT_FLAGS,
    ...overrides.get(''),
    ...(scope ? overrides.get(scope) : {}),
  });

  /** The evaluation payload the SDK expects: value, variation index and versions per flag. */
  const payloadFor = (scope: string) =>
    Object.fromEntries(
      Object.entries(valuesFor(scope)).map(([key, value]) => [
        key,
        { value, variation: value === true ? 0 : 1, version, flagVersion: version, trackEvents: false },
      ]),
    );

  const remember = (scope: string, context: unknown) => {
    // A context larger than any the app sends is evaluated, not kept.
    if (JSON.stringify(context).length > CONTEXT_LIMITS.bytes) return;
    contexts.set(scope, [context, ...(contexts.get(scope) ?? [])].slice(0, CONTEXT_LIMITS.perScope));
  };

  const withContext =
    (read: (req: Request) => unknown): RequestHandler =>
    (req, res, next) => {
      const context = read(req);
      if (!isContext(context)) return res.status(400).json({ message: 'A valid evaluation context is required.' });
      remember(scopeOfRequest(req), context);
      next();
    };
  const fromPath = withContext(req => decodeContext(req.params.context));
  const fromBody = withContext(req => req.body);

  const send = (stream: Stream) => {
    if (stream.ping) stream.res.write('event: ping\ndata: {}\n\n');
    else stream.res.write(`event: put\ndata: ${JSON.stringify(payloadFor(stream.scope))}\n\n`);
  };

  const openStream =
    (ping: boolean): RequestHandler =>
    (req, res) => {
      res.writeHead(200, {
        'Content-Type': 'text/event-stream',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      res.flushHeaders?.();
      const stream: Stream = { res, scope: scopeOfRequest(req), ping };
      streams.add(stream);
      if (!ping) send(stream);
      const heartbeat = setInterval(() => res.write(':\n\n'), HEARTBEAT_MS);
      req.on('close', () => {
        clearInterval(heartbeat);
        streams.delete(stream);
      });
    };

  const changed = (scope: string) => {
    version += 1;
    for (const stream of streams) if (!scope || stream.scope === scope) send(stream);
  };

  const ld = Router();
  ld.use((req, res, next) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, REPORT, OPTIONS');
    res.setHeader(
      'Access-Control-Allow-Headers',
      'Content-Type, Authorization, X-LaunchDarkly-User-Agent, X-LaunchDarkly-Wrapper, X-LaunchDarkly-Event-Schema, X-LaunchDarkly-Payload-ID, X-LaunchDarkly-Tags',
    );
    if (req.method === 'OPTIONS') return res.status(204).end();
    next();
  });
  ld.get('/sdk/evalx/:env/contexts/:context', fromPath, (req, res) =>
    res.set('Cache-Control', 'no-store').json(payloadFor(scopeOfRequest(req))),
  );
  ld.report('/sdk/evalx/:env/context', fromBody, (req, res) =>
    res.set('Cache-Control', 'no-store').json(payloadFor(scopeOfRequest(req))),
  );
  ld.get('/eval/:env/:context', fromPath, openStream(false));
  ld.report('/eval/:env', fromBody, openStream(false));
  ld.get('/ping/:env', openStream(true));
  ld.get('/sdk/goals/:env', (_req, res) => res.json([]));
  ld.post(['/events/bulk/:env', '/events/diagnostic/:env'], (_req, res) => res.status(202).end());

  const admin = Router();
  admin.get('/', (req, res) => res.json(valuesFor(scopeOfQuery(req))));
  admin.get('/contexts', (req, res) => res.json(contexts.get(scopeOfQuery(req)) ?? []));
  admin.post('/', (req, res) => {
    const scope = scopeOfQuery(req);
    const body = (req.body ?? {}) as FlagSet;
    if (typeof body !== 'object' || Array.isArray(body))
      return res.status(422).json({ message: 'Send an object of flag keys and values.' });
    overrides.set(scope, { ...overrides.get(scope), ...body });
    changed(scope);
    res.json(valuesFor(scope));
  });
  admin.delete('/', (req, res) => {
    const scope = scopeOfQuery(req);
    overrides.delete(scope);
    contexts.delete(scope);
    changed(scope);
    res.json(valuesFor(scope));
  });

  return { ld, admin, close: () => streams.forEach(stream => stream.res.end()) };
};
