import { Router, type RequestHandler } from 'express';

export type FaultType = 'status' | 'html' | 'truncated' | 'abort' | 'stall' | 'latency' | 'lost';

export interface Fault {
  id: number;
  /** The request path it applies to, matched whole: `*` stands for one segment, a final `**` for any rest (`pathMatches`). */
  path: string;
  method?: string;
  type: FaultType;
  status?: number;
  body?: unknown;
  delayMs?: number;
  /** How many requests it applies to; unlimited when absent. */
  times?: number;
  /** Only requests carrying this `x-mock-scope` header (one per end-to-end test) are affected. */
  scope?: string;
}

export const SCOPE_HEADER = 'x-mock-scope';

const FAULT_TYPES: FaultType[] = ['status', 'html', 'truncated', 'abort', 'stall', 'latency', 'lost'];
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'REPORT'];

/**
 * Whether a request path is the one a fault names. The pattern is compared segment by segment: `*` is any one
 * segment, `**` (last only) any number of them, anything else itself. No regular expression is built from input, so
 * a pattern costs one pass over the path whatever it says.
 */
export const pathMatches = (pattern: string, path: string) => {
  const wanted = pattern.split('/');
  const actual = path.split('/');
  for (let index = 0; index < wanted.length; index += 1) {
    if (wanted[index] === '**' && index === wanted.length - 1) return true;
    if (index >= actual.length) return false;
    if (wanted[index] !== '*' ? wanted[index] !== actual[index] : !actual[index]) return false;
  }
  return wanted.length === actual.length;
};

/** A fault as posted, or the reason it is refused: known keys and types only, paths in the pattern syntax above. */
export const parseFault = (body: unknown): Omit<Fault, 'id'> | string => {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'Send a fault as a JSON object.';
  const fault = body as Record<string, unknown>;
  const unknown = Object.keys(fault).filter(
    key => !['path', 'method', 'type', 'status', 'body', 'delayMs', 'times', 'scope'].includes(key),
  );
  if (unknown.length) return `Unknown fault fields: ${unknown.join(', ')}.`;
  const { path, method, type, status, delayMs, times, scope } = fault;
  if (typeof path !== 'string' || !path.startsWith('/') || path.length > 300)
    return 'A fault needs a path starting with / (at most 300 characters).';
  if (path.split('/').slice(0, -1).includes('**')) return '** may only end a fault path.';
  if (!FAULT_TYPES.includes(type as FaultType)) return `A fault type is one of ${FAULT_TYPES.join(', ')}.`;
  if (method !== undefined && !(typeof method === 'string' && METHODS.includes(method.toUpperCase())))
    return `A fault method is one of ${METHODS.join(', ')}.`;
  if (status !== undefined && !(Number.isInteger(status) && (status as number) >= 100 && (status as number) <= 599))
    return 'A fault status is an HTTP status (100–599).';
  if (
    delayMs !== undefined &&
    !(Number.isInteger(delayMs) && (delayMs as number) >= 0 && (delayMs as number) <= 120_000)
  )
    return 'delayMs is 0 to 120000.';
  if (times !== undefined && !(Number.isInteger(times) && (times as number) > 0))
    return 'times is a positive whole number.';
  if (scope !== undefined && !(typeof scope === 'string' && scope.length <= 300))
    return 'scope is a string (at most 300 characters).';
  return fault as unknown as Omit<Fault, 'id'>;
};

const matches = (fault: Fault, method: string, path: string, scope: string | undefined) =>
  (!fault.scope || fault.scope === scope) &&
  (!fault.method || fault.method.toUpperCase() === method) &&
  pathMatches(fault.path, path);

/**
 * Latency and failure injection for tests, switched per test without restarting:
 * POST /__mock/faults {path, method?, type, status?, body?, delayMs?, times?}; DELETE /__mock/faults clears them.
 */
export const createFaults = () => {
  let faults: Fault[] = [];
  let nextId = 1;

  const middleware: RequestHandler = (req, res, next) => {
    const path = req.originalUrl.split('?')[0];
    const scope = req.header(SCOPE_HEADER);
    const fault = faults.find(candidate => matches(candidate, req.method, path, scope));
    if (!fault) return next();
    if (fault.times !== undefined && --fault.times <= 0) faults = faults.filter(candidate => candidate !== fault);
    switch (fault.type) {
      case 'latency':
        setTimeout(next, fault.delayMs ?? 1000);
        return;
      case 'status':
        res.status(fault.status ?? 500).json(fault.body ?? { message: 'Internal server error' });
        return;
      case 'html':
        res
          .status(fault.status ?? 502)
          .type('html')
          .send(
            '<!doctype html><html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>',
          );
        return;
      case 'truncated':
        res
          .status(fault.status ?? 200)
          .type('application/json')
          .send('{"data":{"id":1,"status":"succ');
        return;
      case 'abort':
        req.socket.destroy();
        return;
      case 'lost': {
        // The server handles the request (and acts on it), but its answer never arrives: the connection drops instead.
        res.write = (() => true) as typeof res.write;
        res.end = (() => {
          req.socket.destroy();
          return res;
        }) as typeof res.end;
        next();
        return;
      }
      case 'stall': {
        const timer = setTimeout(() => req.socket.destroy(), fault.delayMs ?? 60_000);
        req.on('close', () => clearTimeout(timer));
        return;
      }
    }
  };

  const router = Router();
  router.get('/', (_req, res) => res.json({ data: faults }));
  router.post('/', (req, res) => {
    const parsed = parseFault(req.body);
    if (typeof parsed === 'string') return res.status(422).json({ message: parsed });
    const fault: Fault = { ...parsed, id: nextId++ };
    faults.push(fault);
    res.status(201).json({ data: fault });
  });
  router.delete('/', (req, res) => {
    const scope = typeof req.query.scope === 'string' ? req.query.scope : undefined;
    faults = scope ? faults.filter(fault => fault.scope !== scope) : [];
    res.status(204).end();
  });
  router.delete('/:id', (req, res) => {
    faults = faults.filter(fault => fault.id !== Number(req.params.id));
    res.status(204).end();
  });
  return { middleware, router };
};
