import express from 'express';
import type { AddressInfo } from 'node:net';
import { createTokenLifetimes } from './lifetimes';

describe('access-token lifetimes per test scope', () => {
  it('shortens the lifetime for one scope only, refuses a lifetime that is not a positive whole number, and restores it', async () => {
    const lifetimes = createTokenLifetimes(3600);
    const app = express();
    app.use('/__mock/token-lifetime', express.json(), lifetimes.router);
    const server = app.listen(0);
    const url = (scope: string) =>
      `http://localhost:${(server.address() as AddressInfo).port}/__mock/token-lifetime?scope=${scope}`;
    const post = (scope: string, body: unknown) =>
      fetch(url(scope), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    try {
      expect((await post('a', { accessTokenSeconds: 330 })).status).toBe(200);
      expect(lifetimes.accessTokenSeconds('a')).toBe(330);
      expect(lifetimes.accessTokenSeconds('b')).toBe(3600);
      expect(lifetimes.accessTokenSeconds(undefined)).toBe(3600);
      for (const accessTokenSeconds of [0, -5, 1.5, '60', undefined])
        expect((await post('b', { accessTokenSeconds })).status).toBe(400);
      expect(lifetimes.accessTokenSeconds('b')).toBe(3600);
      await fetch(url('a'), { method: 'DELETE' });
      expect(lifetimes.accessTokenSeconds('a')).toBe(3600);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
