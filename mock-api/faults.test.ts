import express from 'express';
import type { AddressInfo } from 'node:net';
import { createFaults } from './faults';

describe('the lost-answer fault', () => {
  it('lets the server act but never delivers its answer', async () => {
    const faults = createFaults();
    let acted = 0;
    const app = express();
    app.use('/__mock/faults', express.json(), faults.router);
    app.use(faults.middleware);
    app.post('/payments/1/refund', (_req, res) => {
      acted += 1;
      res.json({ data: { id: 1, status: 'refunded' } });
    });
    const server = app.listen(0);
    const base = `http://localhost:${(server.address() as AddressInfo).port}`;
    try {
      await fetch(`${base}/__mock/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ path: '/payments/1/refund', type: 'lost', times: 1 }),
      });
      await expect(fetch(`${base}/payments/1/refund`, { method: 'POST' })).rejects.toThrow();
      expect(acted).toBe(1);
      // Only once: the next try is answered.
      const res = await fetch(`${base}/payments/1/refund`, { method: 'POST' });
      expect(await res.json()).toEqual({ data: { id: 1, status: 'refunded' } });
      expect(acted).toBe(2);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
