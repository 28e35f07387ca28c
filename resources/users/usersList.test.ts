import fc from 'fast-check';
import type { User } from '../../dataProviders/sso/usersContract';
import {
  filterUsers,
  matchesUser,
  orderWithHeldRows,
  rankUsers,
  sortUsers,
  type HeldRows,
  type ShownText,
  type UserRow,
} from './usersList';

let next = 0;
const user = (firstName: string, lastName: string, overrides: Partial<User> = {}): User => ({
  id: `u${++next}`,
  firstName,
  lastName,
  email: `${firstName}.${lastName}@example.com`.toLowerCase(),
  role: 'SUPERVISOR',
  posRole: 'NO_ROLE',
  access: [],
  client: null,
  agencies: [],
  credentialsProvider: 'OKTA',
  status: 'ACTIVE',
  providerStatus: 'ACTIVE',
  isActive: true,
  timezone: 'America/Chicago',
  ...overrides,
});

const shown: ShownText = { role: u => u.role, posRole: u => u.posRole, status: u => u.providerStatus };
const names = (users: User[]) => users.map(u => `${u.lastName}, ${u.firstName}`);

describe('sortUsers', () => {
  const people = [
    user('bob', 'smith'),
    user('Al', 'Smithers'),
    user('Zoë', 'Ángel'),
    user('amy', 'Smith'),
    user('Carl', 'de Vries'),
    user('Dee', 'Zed'),
  ];

  it('sorts by "Last, First" ascending by default, case- and accent-insensitively', () => {
    expect(names(sortUsers(people, { field: 'name', order: 'ASC' }, shown, 'en'))).toEqual([
      'Ángel, Zoë',
      'de Vries, Carl',
      'Smith, amy',
      'smith, bob',
      'Smithers, Al',
      'Zed, Dee',
    ]);
  });

  it('toggles to descending', () => {
    expect(names(sortUsers(people, { field: 'name', order: 'DESC' }, shown, 'en'))[0]).toBe('Zed, Dee');
  });

  it('sorts other columns by what they show, ties by name', () => {
    const list = [
      user('B', 'B', { role: 'RESEARCHER' }),
      user('A', 'A', { role: 'RESEARCHER' }),
      user('C', 'C', { role: 'AGENCY_ADMIN' }),
    ];
    expect(names(sortUsers(list, { field: 'role', order: 'ASC' }, shown, 'en'))).toEqual(['C, C', 'A, A', 'B, B']);
    expect(names(sortUsers(list, { field: 'email', order: 'DESC' }, shown, 'en'))).toEqual(['C, C', 'B, B', 'A, A']);
  });

  it('gives the same order whatever order the users arrived in, and does not mutate its input', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string(), fc.string()), { maxLength: 30 }), fc.boolean(), (pairs, asc) => {
        const list = pairs.map(([first, last]) => user(first, last));
        const copy = [...list];
        const sort = { field: 'name', order: asc ? 'ASC' : 'DESC' } as const;
        const a = sortUsers(list, sort, shown, 'en').map(u => u.id);
        const b = sortUsers([...list].reverse(), sort, shown, 'en').map(u => u.id);
        expect(a).toEqual(b);
        expect(list).toEqual(copy);
      }),
    );
  });
});

describe('filterUsers', () => {
  const people = [
    user('Carla', 'Mendes', { agencies: [{ slug: 'water', name: 'Water' }] }),
    user('José', 'Núñez', { agencies: [{ slug: 'parks', name: 'Parks' }] }),
    user('Ann', 'Carlson'),
  ];
  it.each([
    ['carl', ['Mendes, Carla', 'Carlson, Ann']],
    ['MENDES, CAR', ['Mendes, Carla']],
    ['carla mendes', ['Mendes, Carla']],
    ['nunez', ['Núñez, José']],
    ['jose.nunez@', ['Núñez, José']],
    ['@example.com', ['Mendes, Carla', 'Núñez, José', 'Carlson, Ann']],
    ['  ', ['Mendes, Carla', 'Núñez, José', 'Carlson, Ann']],
  ])('search %j finds %j', (q, expected) => {
    expect(names(filterUsers(people, { q }))).toEqual(expected);
  });

  it('filters by agencies (a user in any of them), combined with the search', () => {
    expect(names(filterUsers(people, { agencies: ['water'] }))).toEqual(['Mendes, Carla']);
    expect(names(filterUsers(people, { agencies: ['water', 'parks'] }))).toEqual(['Mendes, Carla', 'Núñez, José']);
    expect(names(filterUsers(people, { agencies: ['water'], q: 'ann' }))).toEqual([]);
    expect(names(filterUsers(people, { agencies: [] }))).toHaveLength(3);
  });
});

describe('rankUsers', () => {
  const people = [
    user('bob', 'smith', { role: 'RESEARCHER' }),
    user('Al', 'Smithers'),
    user('Zoë', 'Ángel', { providerStatus: 'STAGED' }),
    user('amy', 'Smith', { role: 'CASHIER' }),
  ];
  const byRank = (field: 'name' | 'email' | 'role' | 'status', order: 1 | -1) =>
    names([...rankUsers(people, shown, 'en')].sort((a, b) => order * (a.rank[field] - b.rank[field]) || 0));

  it('orders by each rank as sortUsers does, ties in name order whichever the direction', () => {
    for (const field of ['name', 'email', 'role', 'status'] as const)
      expect(byRank(field, 1)).toEqual(names(sortUsers(people, { field, order: 'ASC' }, shown, 'en')));
    expect(byRank('name', -1)).toEqual(names(sortUsers(people, { field: 'name', order: 'DESC' }, shown, 'en')));
    expect(byRank('role', -1)).toEqual(names(sortUsers(people, { field: 'role', order: 'DESC' }, shown, 'en')));
  });

  it('keeps what the search and the agency filter keep', () => {
    const water = user('Wanda', 'Water', { agencies: [{ slug: 'water', name: 'Water' }] });
    expect(matchesUser(water, { q: 'water, wan' })).toBe(true);
    expect(matchesUser(water, { agencies: ['parks'] })).toBe(false);
    expect(matchesUser(water, {})).toBe(true);
  });
});

describe('orderWithHeldRows: a later page never moves the rows shown', () => {
  /** The table's order, as react-admin's list sorts rows: by the sort's rank, ties in input order. */
  const tableOrder = (rows: UserRow[], field: 'name' | 'email', order: 'ASC' | 'DESC') =>
    [...rows].sort((a, b) => (order === 'ASC' ? 1 : -1) * (a.rank[field] - b.rank[field])).map(row => row.email);
  const everyone = () => true;
  const firstPage = [user('Maria', 'Mendes'), user('Zoe', 'Young'), user('Carl', 'Diaz')];
  const secondPage = [user('Ann', 'Adams'), user('Nia', 'Nash'), user('Zed', 'Zane')];

  it('keeps the rows shown first where they were and sorts the later page around them', () => {
    const shownFirst = tableOrder(rankUsers(firstPage, shown), 'name', 'ASC');
    const held: HeldRows = {
      view: 'v',
      sort: { field: 'name', order: 'ASC' },
      ids: sortUsers(firstPage, { field: 'name', order: 'ASC' }, shown).map(u => u.id),
      start: 0,
    };
    const afterSecond = tableOrder(
      orderWithHeldRows(rankUsers([...firstPage, ...secondPage], shown), held, everyone),
      'name',
      'ASC',
    );
    expect(afterSecond.slice(0, shownFirst.length)).toEqual(shownFirst);
    // Adams sorts before them all: with no page above, it goes just below them, then the rest in order.
    expect(afterSecond.slice(shownFirst.length)).toEqual([
      'ann.adams@example.com',
      'nia.nash@example.com',
      'zed.zane@example.com',
    ]);
  });

  it('holds rows on a later table page in place, in either direction, counting only the rows the search keeps', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), { minLength: 4, maxLength: 30 }),
        fc.integer({ min: 1, max: 3 }),
        fc.boolean(),
        fc.nat(),
        (lastNames, start, descending, seed) => {
          const people = lastNames.map(lastName => user('Al', lastName, { email: `${lastName}@x.example` }));
          const order = descending ? 'DESC' : 'ASC';
          const keeps = (row: User) => row.lastName.length % 2 === seed % 2;
          const loadedFirst = people.slice(0, Math.ceil(people.length / 2));
          const shownBefore = tableOrder(rankUsers(loadedFirst, shown), 'email', order).filter(email =>
            keeps(people.find(p => p.email === email)!),
          );
          const ids = shownBefore.slice(start, start + 3).map(email => people.find(p => p.email === email)!.id);
          const held: HeldRows = { view: 'v', sort: { field: 'email', order }, ids, start };
          const after = tableOrder(orderWithHeldRows(rankUsers(people, shown), held, keeps), 'email', order).filter(
            email => keeps(people.find(p => p.email === email)!),
          );
          const heldEmails = ids.map(id => people.find(p => p.id === id)!.email);
          expect(after.slice(start, start + heldEmails.length)).toEqual(heldEmails.length ? heldEmails : []);
          expect(new Set(after).size).toBe(people.filter(keeps).length);
        },
      ),
    );
  });

  it('changes nothing when no row is held', () => {
    const rows = rankUsers([...firstPage, ...secondPage], shown);
    expect(orderWithHeldRows(rows, null, everyone)).toEqual(rows);
  });
});
