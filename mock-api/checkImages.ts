import type { Request } from 'express';
import { visibleAgencySlugs } from './context';
import { isPlatformAdmin, isUserActive } from './permissions';
import type { MockPayment } from './seed/payments';
import type { MockUser } from './seed/types';
import { createSigner } from './signing';
import type { Store } from './store';

/** How long a check image's address works after the payment's detail handed it out. */
export const CHECK_IMAGE_TTL_MS = 15 * 60_000;

/**
 * Check image addresses as a real payment API hands them out: signed for the user who read the payment, expiring.
 * An image is served only for a valid, unexpired signature whose user is still active and may still see the payment
 * (its client and one of their agencies); anything else is answered as a payment that does not exist.
 */
export const checkImageAccess = (store: Store, now: () => number = Date.now) => {
  const { sign, verify } = createSigner();
  const signed = (reader: string, path: string, expires: string) => `${reader}\n${path}\n${expires}`;

  const mayRead = (user: MockUser, payment: MockPayment) =>
    isUserActive(user) &&
    (isPlatformAdmin(user) ||
      (payment.clientSlug === user.clientSlug &&
        visibleAgencySlugs(user, user.clientSlug, store).includes(payment.agencySlug)));

  return {
    /** The query string of a check image's address for `user`. */
    queryFor: (user: MockUser, path: string) => {
      const expires = String(now() + CHECK_IMAGE_TTL_MS);
      const query = new URLSearchParams({ reader: user.id, expires, signature: sign(signed(user.id, path, expires)) });
      return `?${query}`;
    },
    allows: (req: Request, payment: MockPayment) => {
      const { reader, expires, signature } = req.query;
      if (typeof reader !== 'string' || typeof expires !== 'string' || typeof signature !== 'string') return false;
      if (!verify(signed(reader, req.baseUrl + req.path, expires), signature) || !(Number(expires) > now()))
        return false;
      const user = store.get<MockUser>('users', reader);
      return !!user && mayRead(user, payment);
    },
  };
};
