import { generateSeed } from './index';
import type { MockCustomer } from './customers';

describe('customer seed', () => {
  const customers = generateSeed('default', '2026-11-21T12:00:00.000Z').customers as unknown as MockCustomer[];

  it('has 2,000 customers with unique ids and emails across every client', () => {
    expect(customers).toHaveLength(2000);
    expect(new Set(customers.map(customer => customer.id)).size).toBe(2000);
    expect(new Set(customers.map(customer => customer.email)).size).toBe(2000);
    expect(new Set(customers.map(customer => customer.clientSlug))).toEqual(
      new Set(['springfield', 'shelbyville', 'capital-city']),
    );
  });

  it('has some pending customers, including the fixture one', () => {
    const pending = customers.filter(customer => customer.status === 'pending');
    expect(pending.length).toBeGreaterThan(50);
    expect(pending.some(customer => customer.email === 'penelope.pendergast@example.net')).toBe(true);
  });
});
