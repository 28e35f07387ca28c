import express, { type ErrorRequestHandler, type Request, type RequestHandler } from 'express';
import type { Store } from './store';

/** What a real form needs, many times over; a larger body is refused before it is read (413). */
export const BODY_LIMIT_BYTES = 64 * 1024;
/** The deepest JSON any request of the app sends is 4 levels; deeper bodies are refused (422), never walked recursively. */
export const MAX_DEPTH = 32;

export interface FieldError {
  field: string;
  detail: string;
}

/** How a backend words its errors: each answers in its own shape, which dataProviders/errors.ts reads. */
export interface ErrorShape {
  /** A request refused as a whole (400, 413, 415). */
  message: (message: string) => object;
  /** A body of the wrong shape (422), with the fields at fault. */
  invalid: (errors: FieldError[]) => object;
}

export const UNSUPPORTED_TYPE = 'The request body must be JSON (Content-Type: application/json).';

const SERVER_ERROR = { message: 'Something went wrong on the server.' };

const messageOnly = (message: string) => ({ message });

/**
 * A map from names a client chose (field names, keys of a body) to values: no prototype, so `__proto__`,
 * `constructor` or `toString` are keys like any other and never reach Object's own members. Serialises as JSON.
 */
export const fieldMap = <T>(): Record<string, T> => Object.create(null) as Record<string, T>;

/** The payment and user-management APIs: `{ message, errors: [{ field, detail }] }`. */
export const LIST_ERRORS: ErrorShape = {
  message: messageOnly,
  invalid: errors => ({
    message: errors.map(error => `${error.field}: ${error.detail}.`).join('\n'),
    errors,
  }),
};

/** The POS API, a Rails app: `{ errors: { field: [detail] } }` for invalid records. */
export const RAILS_ERRORS: ErrorShape = {
  message: messageOnly,
  invalid: errors => {
    const byField = fieldMap<string[]>();
    for (const error of errors) (byField[error.field] ??= []).push(error.detail);
    return { errors: byField };
  },
};

/** Express's parser errors carry a status and a type; only these texts are shown, never the error's own. */
const PARSER_MESSAGES: Record<string, string> = {
  'entity.parse.failed': 'The request body is not valid JSON.',
  'entity.too.large': `The request body is larger than ${BODY_LIMIT_BYTES / 1024} KB.`,
  'entity.verify.failed': 'The request body could not be read.',
  'request.aborted': 'The request was aborted.',
  'request.size.invalid': 'The request body is not the size its Content-Length says.',
  'charset.unsupported': 'The request body must be UTF-8.',
  'encoding.unsupported': 'The request body’s Content-Encoding is not supported.',
  'stream.encoding.set': 'The request body could not be read.',
};

interface HttpishError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
}

/** The status and a message safe to show for any error: a 4xx keeps its status, anything else is a 500 that names nothing. */
export const publicError = (error: unknown): { status: number; message: string } => {
  const { status, statusCode, type } = (error ?? {}) as HttpishError;
  const code = status ?? statusCode ?? 500;
  if (code >= 400 && code < 500)
    return {
      status: code,
      message: (type && PARSER_MESSAGES[type]) || 'The request could not be processed.',
    };
  return { status: 500, message: SERVER_ERROR.message };
};

/** The log line of a request that failed on the server: what was asked and why it failed, never its body. */
export const logServerError = (req: Request, error: unknown) =>
  console.error(
    `500 ${req.method} ${req.originalUrl}:`,
    error instanceof Error ? (error.stack ?? error.message) : error,
  );

/**
 * A request whose client went away before its body was read (it gave up on a delayed answer): the body parser finds
 * the stream closed. Nothing is wrong on the server and no one is left to answer, so it is logged as aborted, not a 500.
 */
const abortedByClient = (req: Request, error: unknown) =>
  (error as HttpishError | undefined)?.type === 'stream.not.readable' && (req.destroyed || req.socket.destroyed);

/** Logs a failure nobody can be answered for: an aborted request, or the server's own 500. True when aborted. */
const loggedAborted = (req: Request, error: unknown) => {
  if (!abortedByClient(req, error)) return false;
  console.warn(`aborted ${req.method} ${req.originalUrl}: the client closed the request before its body was read`);
  return true;
};

/** Whether the request says its body is JSON (whether or not it has one). */
export const saysJson = (req: Request) => /^application\/json\s*(;|$)/i.test(req.headers['content-type'] ?? '');

/** JSON is UTF-8 (RFC 8259 §8.1): a body that names another charset is refused, not decoded. */
const namesOtherCharset = (req: Request) => {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(req.headers['content-type'] ?? '')?.[1];
  return charset !== undefined && charset.toLowerCase() !== 'utf-8' && charset.toLowerCase() !== 'utf8';
};

/** Whether the request carries a body at all (a PATCH with `Content-Length: 0` does not). */
const hasBody = (req: Request) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/** The first place the value nests deeper than `max`, or a `__proto__` key, walked without recursion. */
export const shapeProblem = (value: unknown, max = MAX_DEPTH): FieldError | undefined => {
  const stack: { value: unknown; depth: number; path: string }[] = [{ value, depth: 0, path: '' }];
  while (stack.length) {
    const { value: current, depth, path } = stack.pop()!;
    if (!current || typeof current !== 'object') continue;
    if (depth >= max)
      return {
        field: path || 'base',
        detail: `is nested more than ${max} levels deep`,
      };
    for (const key of Object.keys(current)) {
      const at = path ? `${path}.${key}` : key;
      if (key === '__proto__') return { field: at, detail: 'is not a permitted key' };
      stack.push({
        value: (current as Record<string, unknown>)[key],
        depth: depth + 1,
        path: at,
      });
    }
  }
  return undefined;
};

/**
 * The body parser of a backend: JSON only (any other content type is 415), at most 64 KB (413), well formed (400),
 * at most 32 levels deep and without `__proto__` keys (422), every error in the backend's own shape. A request
 * without a body has `req.body` undefined, so a route can tell an empty or missing body from `{}`.
 */
export const jsonBody = (shape: ErrorShape): (RequestHandler | ErrorRequestHandler)[] => {
  const parse = express.json({
    limit: BODY_LIMIT_BYTES,
    strict: true,
    type: () => true,
  });
  const read: RequestHandler = (req, res, next) => {
    if (!hasBody(req)) {
      req.body = undefined;
      return next();
    }
    if (!saysJson(req)) return res.status(415).json(shape.message(UNSUPPORTED_TYPE));
    if (namesOtherCharset(req)) return res.status(415).json(shape.message(PARSER_MESSAGES['charset.unsupported']));
    // The parser calls back from a stream event, outside Express's own try: whatever throws here must become this
    // request's error, or it would end the process.
    parse(req, res, error => {
      try {
        if (error) return next(error);
        const problem = shapeProblem(req.body);
        if (problem) return res.status(422).json(shape.invalid([problem]));
        next();
      } catch (thrown) {
        next(thrown);
      }
    });
  };
  const refuse: ErrorRequestHandler = (error, req, res, next) => {
    if (res.headersSent) return next(error);
    if (loggedAborted(req, error)) return;
    const { status, message } = publicError(error);
    if (status === 500) logServerError(req, error);
    res.status(status).json(shape.message(message));
  };
  return [read, refuse];
};

class RolledBack extends Error {}

/**
 * Runs a write route as one store transaction: its writes, and what `alsoWrite` adds once the answer is known (an
 * idempotency record), become durable together as one journal entry before the answer is sent. An answer of 5xx, or
 * a route that throws, keeps none of them. Mount it on the route, after the (asynchronous) token check: every mock
 * route answers synchronously.
 */
export const atomic =
  (store: Store, alsoWrite?: (status: number, body: unknown) => void): RequestHandler =>
  (req, res, next) => {
    const send = res.json.bind(res);
    let answer: { body: unknown } | undefined;
    res.json = body => {
      answer = { body };
      return res;
    };
    try {
      store.transaction(() => {
        next();
        if (!answer) throw new Error(`${req.method} ${req.originalUrl} did not answer`);
        if (res.statusCode >= 500) throw new RolledBack();
        alsoWrite?.(res.statusCode, answer.body);
      });
    } catch (error) {
      if (!(error instanceof RolledBack)) {
        logServerError(req, error);
        res.status(500);
        answer = { body: SERVER_ERROR };
      }
    } finally {
      res.json = send;
    }
    send(answer!.body);
  };

/**
 * The last handler of the server: any error left is JSON without a stack or a path, and bad input is never a 500.
 * Every backend words a request-level error as `{ message }`, so this answer is in each backend's shape.
 */
export const jsonErrors: ErrorRequestHandler = (error, req, res, _next) => {
  // A route that threw inside `atomic` has had its 500 already.
  if (res.headersSent || loggedAborted(req, error)) return;
  const { status, message } = publicError(error);
  if (status === 500) logServerError(req, error);
  res.status(status).json({ message });
};
