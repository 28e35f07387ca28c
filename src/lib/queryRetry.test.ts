import { HttpError } from 'ra-core';
import { TIMEOUT_MESSAGE } from '../../dataProviders/http';
import { NETWORK_ERROR } from '../../dataProviders/errors';
import { createAppQueryClient, shouldRetryQuery } from './queryRetry';

describe('query retry policy', () => {
  it('retries a network failure or a server error once', () => {
    expect(shouldRetryQuery(0, new HttpError(NETWORK_ERROR, 0))).toBe(true);
    expect(shouldRetryQuery(0, new HttpError('Bad gateway', 502))).toBe(true);
    expect(shouldRetryQuery(1, new HttpError('Bad gateway', 502))).toBe(false);
  });

  it('does not retry what a second try cannot fix', () => {
    for (const status of [400, 401, 403, 404, 409, 422])
      expect(shouldRetryQuery(0, new HttpError('no', status))).toBe(false);
    expect(shouldRetryQuery(0, new HttpError('no data found in response', 200))).toBe(false);
    expect(shouldRetryQuery(0, new HttpError(TIMEOUT_MESSAGE, 0))).toBe(false);
    expect(shouldRetryQuery(0, new Error('boom'))).toBe(false);
  });

  it('is the default of the app query client', async () => {
    const client = createAppQueryClient(1);
    const callsFor = async (status: number) => {
      let calls = 0;
      await expect(
        client.fetchQuery({
          queryKey: ['x', status],
          queryFn: () => {
            calls += 1;
            throw new HttpError('failed', status);
          },
        }),
      ).rejects.toThrow('failed');
      return calls;
    };
    expect(await callsFor(403)).toBe(1);
    expect(await callsFor(503)).toBe(2);
  });
});
