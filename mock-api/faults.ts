import { Router, type RequestHandler } from 'express';

export type FaultType = 'status' | 'html' | 'truncated' | 'abort' | 'stall' | 'latency' | 'lost';

export interface Fault {
  id: number;
  /** A path prefix (`/api/payments/payments`) or, starting with ^, a regular expression over the path. */
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

const matches = (fault: Fault, method: string, path: string, scope: string | undefined) =>
  (!fault.scope || fault.scope === scope) &&
  (!fault.method || fault.method.toUpperCase() === method) && (fault.path.startsWith('^') ? new RegExp(fault.path).test(path) : path.startsWith(fault.path));

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
          .send('<!doctype html><html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>');
        return;
      case 'truncated':
        res.status(fault.status ?? 200).type('application/json').send('{"data":{"id":1,"status":"succ');
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
    const fault: Fault = { ...(req.body as Omit<Fault, 'id'>), id: nextId++ };
    if (!fault.path || !fault.type) return res.status(422).json({ message: 'A fault needs a path and a type.' });
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
