import fc from 'fast-check';
import Papa from 'papaparse';
import type { User } from '../../dataProviders/sso/usersContract';
import { cellText } from '../../src/test/arbitraries';
import { buildUsersCsv, csvRowsOf, type UsersCsvOptions } from './usersCsv';

const user = (overrides: Partial<User> = {}): User => ({
  id: 'u1',
  firstName: 'Ana',
  lastName: 'Lima',
  email: 'ana@example.com',
  role: 'SUPERVISOR',
  posRole: 'CASHIER',
  access: [],
  client: null,
  agencies: [
    { slug: 'water', name: 'Water Utilities' },
    { slug: 'parks', name: 'Parks & Recreation' },
  ],
  credentialsProvider: 'OKTA',
  status: 'ACTIVE',
  providerStatus: 'ACTIVE',
  isActive: true,
  timezone: 'America/Chicago',
  ...overrides,
});

const options = (posEnabled = true): UsersCsvOptions => ({
  headers: {
    name: 'Name',
    email: 'Email Address',
    agency: 'Agency',
    role: 'Revenue Management Role',
    posRole: 'Cashiering Role',
    status: 'Status',
  },
  posEnabled,
  shown: {
    role: u => `Role ${u.role}`,
    posRole: u => `Pos ${u.posRole}`,
    status: u => `Status ${u.providerStatus}`,
    noAgencies: 'No agencies',
  },
});

const parse = (csv: string) => Papa.parse<string[]>(csv, { skipEmptyLines: false }).data;

// eslint-disable-next-line no-control-regex -- control characters are exactly what this pattern looks for
const FORMULA_OR_CONTROL = /^[=+\-@\u0000-\u001f\u007f]/;

describe('users.csv', () => {
  it('has the table columns with Agencies named Agency, one row per agency', async () => {
    const csv = await buildUsersCsv(
      [user(), user({ id: 'u2', firstName: 'Bo', lastName: 'Ek', email: 'bo@example.com', agencies: [] })],
      options(),
    );
    expect(parse(csv)).toEqual([
      ['Name', 'Email Address', 'Agency', 'Revenue Management Role', 'Cashiering Role', 'Status'],
      ['Lima, Ana', 'ana@example.com', 'Water Utilities', 'Role SUPERVISOR', 'Pos CASHIER', 'Status ACTIVE'],
      ['Lima, Ana', 'ana@example.com', 'Parks & Recreation', 'Role SUPERVISOR', 'Pos CASHIER', 'Status ACTIVE'],
      ['Ek, Bo', 'bo@example.com', 'No agencies', 'Role SUPERVISOR', 'Pos CASHIER', 'Status ACTIVE'],
    ]);
  });

  it('leaves the Cashiering Role column out when point of sale is off', async () => {
    expect(parse(await buildUsersCsv([user()], options(false)))[0]).toEqual([
      'Name',
      'Email Address',
      'Agency',
      'Revenue Management Role',
      'Status',
    ]);
  });

  it('never starts a cell with a formula, and reads back every row with what the table shows (property)', async () => {
    const text = cellText();
    const arbitraryUser = fc.record({
      firstName: text,
      lastName: text,
      email: text,
      agencies: fc.array(text, { maxLength: 3 }),
      role: text,
    });
    await fc.assert(
      fc.asyncProperty(fc.array(arbitraryUser, { maxLength: 8 }), fc.boolean(), async (specs, posEnabled) => {
        const users = specs.map((spec, i) =>
          user({
            id: `u${i}`,
            firstName: spec.firstName,
            lastName: spec.lastName,
            email: spec.email,
            agencies: spec.agencies.map((name, j) => ({ slug: `s${j}`, name })),
          }),
        );
        const roles = new Map(users.map((u, i) => [u.id, specs[i].role]));
        const opts = {
          ...options(posEnabled),
          shown: { ...options(posEnabled).shown, role: (u: User) => roles.get(u.id)! },
        };
        const csv = await buildUsersCsv(users, opts, 3);
        const rows = parse(csv).slice(1);
        const expected = users.flatMap(u => csvRowsOf(u, opts));
        expect(rows).toHaveLength(expected.length);
        rows.forEach((row, r) => {
          expect(row).toHaveLength(expected[r].length);
          row.forEach((cell, c) => {
            // A formula sign, or any control character that could hide one, never starts a cell.
            expect(cell).not.toMatch(FORMULA_OR_CONTROL);
            const shown = expected[r][c];
            expect(FORMULA_OR_CONTROL.test(shown) ? cell.slice(1) : cell).toBe(shown);
          });
        });
      }),
      { numRuns: 200 },
    );
  });

  it('produces 10,000 users in chunks that yield to the browser', async () => {
    const many = Array.from({ length: 10_000 }, (_, i) => user({ id: `u${i}`, email: `user${i}@example.com` }));
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    const csv = await buildUsersCsv(many, options());
    clearInterval(timer);
    expect(parse(csv)).toHaveLength(1 + 20_000);
    expect(ticks).toBeGreaterThan(0);
  });
});
