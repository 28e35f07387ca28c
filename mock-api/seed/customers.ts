import type { Collections } from '../store';
import type { CoreSeed } from './index';
import { FIRST_NAMES, LAST_NAMES } from './rng';
import type { SeedContext } from './types';

/** A payment-portal customer of one client; what GET /sso/admin/users searches. */
export interface MockCustomer {
  id: string;
  clientSlug: string;
  first_name: string;
  last_name: string;
  email: string;
  created_at: string;
  role: 'CUSTOMER';
  type: 'customer';
  /** `pending` until the customer finishes setting up their profile. */
  status: 'active' | 'pending';
  title: string | null;
  timezone: string;
}

/** Customers the end-to-end tests and the README can rely on (Springfield). */
export const FIXTURE_CUSTOMERS: Pick<MockCustomer, 'first_name' | 'last_name' | 'email' | 'status'>[] = [
  {
    first_name: 'Marguerite',
    last_name: 'Okonkwo-Lindqvist',
    email: 'marguerite.okonkwo@example.net',
    status: 'active',
  },
  { first_name: 'Penelope', last_name: 'Pendergast', email: 'penelope.pendergast@example.net', status: 'pending' },
  // Staff who also pay through the portal: the top bar's search finds them as a customer and as a user.
  { first_name: 'Aaron', last_name: 'Greene', email: 'agency.admin@springfield.example.com', status: 'active' },
];

const DOMAINS = ['example.com', 'example.net', 'example.org', 'mail.example', 'inbox.example'];
const TITLES = [null, null, null, 'Mr.', 'Ms.', 'Mrs.', 'Dr.', 'Mx.'];

const asciiLocal = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

/** 2,000 customers (50,000 at large scale) across the clients, about one in twelve still pending. */
export const seedCustomers = (ctx: SeedContext, core: CoreSeed): Collections => {
  const { rng } = ctx;
  const reference = new Date(ctx.referenceDate).getTime();
  const total = ctx.scale === 'large' ? 50_000 : 2_000;
  const clientWeights = core.clients.map(
    client => [client.slug, client.slug === 'springfield' ? 65 : client.slug === 'capital-city' ? 25 : 10] as const,
  );
  const timezoneOf = new Map(core.clients.map(client => [client.slug, client.timezone]));
  const seen = new Set<string>();
  const customers: MockCustomer[] = FIXTURE_CUSTOMERS.map((fixture, index) => {
    seen.add(fixture.email);
    return {
      id: `fixture-customer-${index + 1}`,
      clientSlug: 'springfield',
      ...fixture,
      created_at: new Date(reference - (400 + index) * 86_400_000).toISOString(),
      role: 'CUSTOMER',
      type: 'customer',
      title: null,
      timezone: timezoneOf.get('springfield') ?? 'America/Chicago',
    };
  });
  while (customers.length < total) {
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const clientSlug = rng.weighted(clientWeights);
    const base = `${asciiLocal(first)}.${asciiLocal(last)}`;
    const domain = rng.pick(DOMAINS);
    let email = `${base}@${domain}`;
    for (let n = 2; seen.has(email); n++) email = `${base}${n}@${domain}`;
    seen.add(email);
    customers.push({
      id: rng.uuid(),
      clientSlug,
      first_name: first,
      last_name: last,
      email,
      created_at: new Date(reference - rng.int(0, 6 * 365) * 86_400_000 - rng.int(0, 86_399) * 1000).toISOString(),
      role: 'CUSTOMER',
      type: 'customer',
      status: rng.chance(0.08) ? 'pending' : 'active',
      title: rng.pick(TITLES),
      timezone: timezoneOf.get(clientSlug) ?? 'America/Chicago',
    });
  }
  return { customers };
};
