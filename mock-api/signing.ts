import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-SHA-256 signatures with a key made at start-up: what the mock hands out as signed addresses (dashboard embeds,
 * check images) stops working when the server restarts, as a real service's rotated key would make it.
 */
export const createSigner = () => {
  const secret = randomBytes(32);
  const sign = (data: string) => createHmac('sha256', secret).update(data).digest('base64url');
  const verify = (data: string, signature: string) => {
    const expected = Buffer.from(sign(data));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  };
  return { sign, verify };
};
