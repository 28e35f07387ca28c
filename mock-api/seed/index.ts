import type { Collections } from '../store';
import { seedAgencies, seedClients, seedUsers } from './core';
import { seedCustomers } from './customers';
import { seedPaymentNotes } from './paymentNotes';
import { seedPayments } from './payments';
import { seedPos } from './pos';
import { createRng } from './rng';
import type { Scale, SeedContext } from './types';
import { xssEnabled, xssSeed } from './xss';

/** Bump when the generator changes: a data folder made by another version is reseeded. */
export const SEED_VERSION = 6;
const SEED = 20261121;

export interface CoreSeed {
  clients: ReturnType<typeof seedClients>;
  agencies: ReturnType<typeof seedAgencies>;
  users: ReturnType<typeof seedUsers>;
}

/**
 * The whole deterministic data set; each area draws from its own stream so areas do not shift each other.
 * With `xss` (server started with --xss or MOCK_XSS=1) every display string carries a script payload.
 */
export const generateSeed = (
  scale: Scale,
  referenceDate: string,
  { xss = xssEnabled() }: { xss?: boolean } = {},
): Collections => {
  const ctx = (stream: number): SeedContext => ({ rng: createRng(SEED + stream), scale, referenceDate });
  const clients = seedClients();
  const agencies = seedAgencies(clients);
  const users = seedUsers(ctx(1), clients, agencies);
  const core: CoreSeed = { clients, agencies, users };
  const payments = seedPayments(ctx(2), core);
  const collections: Collections = {
    clients,
    agencies,
    users,
    ...payments,
    payment_notes: seedPaymentNotes(payments.payments, users),
    ...seedCustomers(ctx(3), core),
    ...seedPos(ctx(4), core),
  };
  return xss ? xssSeed(collections) : collections;
};
