import { Router } from 'express';

/**
 * Access-token lifetimes per `x-mock-scope` (one per end-to-end test), so a test sees a token renewed before it
 * expires without waiting the hour: POST /__mock/token-lifetime?scope= {accessTokenSeconds}; DELETE restores the default.
 */
export const createTokenLifetimes = (defaultSeconds: number) => {
  const byScope = new Map<string, number>();
  const scopeOf = (req: { query: Record<string, unknown> }) =>
    typeof req.query.scope === 'string' ? req.query.scope : '';

  const router = Router();
  router.post('/', (req, res) => {
    const seconds = (req.body as { accessTokenSeconds?: unknown } | undefined)?.accessTokenSeconds;
    if (!Number.isInteger(seconds) || (seconds as number) <= 0)
      return res.status(400).json({ message: 'accessTokenSeconds must be a positive whole number.' });
    byScope.set(scopeOf(req), seconds as number);
    res.json({ accessTokenSeconds: seconds });
  });
  router.delete('/', (req, res) => {
    byScope.delete(scopeOf(req));
    res.json({ accessTokenSeconds: defaultSeconds });
  });

  return {
    router,
    accessTokenSeconds: (scope: string | undefined) =>
      (scope ? byScope.get(scope) : undefined) ?? byScope.get('') ?? defaultSeconds,
  };
};
