import fc from 'fast-check';
import type { User } from '../../dataProviders/sso/usersContract';
import { filterUsers, matchesUser, sortUsers, tableOrder, type HeldRows, type ShownText } from './usersList';

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

describe('matchesUser', () => {
  it('keeps what the search and the agency filter keep', () => {
    const water = user('Wanda', 'Water', { agencies: [{ slug: 'water', name: 'Water' }] });
    expect(matchesUser(water, { q: 'water, wan' })).toBe(true);
    expect(matchesUser(water, { agencies: ['parks'] })).toBe(false);
    expect(matchesUser(water, {})).toBe(true);
  });
});

describe('tableOrder: a later page never moves the rows shown', () => {
  const everyone = () => true;
  const byName = (people: User[], order: 'ASC' | 'DESC' = 'ASC') =>
    sortUsers(people, { field: 'name', order }, shown, 'en');
  const emails = (rows: User[]) => rows.map(row => row.email);
  const firstPage = [user('Maria', 'Mendes'), user('Zoe', 'Young'), user('Carl', 'Diaz')];
  const secondPage = [user('Ann', 'Adams'), user('Nia', 'Nash'), user('Zed', 'Zane')];
  const heldFirst: HeldRows = { view: 'v', ids: byName(firstPage).map(u => u.id), start: 0 };

  it('keeps the rows shown first where they were and sorts the later page around them', () => {
    const { rows, kept } = tableOrder(byName([...firstPage, ...secondPage]), heldFirst, everyone);
    expect(emails(rows)).toEqual([
      ...emails(byName(firstPage)),
      // Adams sorts before them all: with no page above, it goes just below them, then the rest in order.
      'ann.adams@example.com',
      'nia.nash@example.com',
      'zed.zane@example.com',
    ]);
    expect(kept).toBe(true);
  });

  it('takes the full order at once when it leaves the rows shown exactly where they are', () => {
    const later = [user('Yan', 'Zimmer'), user('Zed', 'Zwart')];
    const sorted = byName([...firstPage, ...later]);
    const { rows, kept } = tableOrder(sorted, heldFirst, everyone);
    expect(rows).toBe(sorted);
    expect(kept).toBe(false);
  });

  it('holds rows that one user sorting among them would move, even one place', () => {
    const between = user('Eve', 'Estrada');
    expect(tableOrder(byName([...firstPage, between]), heldFirst, everyone).kept).toBe(true);
  });

  it('hands on the users it was given, not copies: an unchanged user is the same record after a later page', () => {
    const before = tableOrder(byName(firstPage), null, everyone).rows;
    const after = tableOrder(byName([...firstPage, ...secondPage]), heldFirst, everyone).rows;
    for (const row of before) expect(after.find(candidate => candidate.id === row.id)).toBe(row);
    expect(after.every(row => [...firstPage, ...secondPage].includes(row))).toBe(true);
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
          const sort = { field: 'email', order: descending ? 'DESC' : 'ASC' } as const;
          const keeps = (row: User) => row.lastName.length % 2 === seed % 2;
          const loadedFirst = people.slice(0, Math.ceil(people.length / 2));
          const shownBefore = sortUsers(loadedFirst, sort, shown, 'en').filter(keeps);
          const ids = shownBefore.slice(start, start + 3).map(p => p.id);
          const held: HeldRows = { view: 'v', ids, start };
          const sorted = sortUsers(people, sort, shown, 'en');
          const { rows, kept } = tableOrder(sorted, held, keeps);
          const after = rows.filter(keeps);
          expect(after.slice(start, start + ids.length).map(p => p.id)).toEqual(ids);
          expect(new Set(after).size).toBe(people.filter(keeps).length);
          // Rows are held only when the full order would have moved one of them.
          const full = sorted.filter(keeps).slice(start, start + ids.length);
          expect(kept).toBe(full.length !== ids.length || full.some((p, index) => p.id !== ids[index]));
          if (!kept) expect(rows).toBe(sorted);
        },
      ),
    );
  });

  it('changes nothing when no row is held', () => {
    const sorted = byName([...firstPage, ...secondPage]);
    expect(tableOrder(sorted, null, everyone)).toEqual({ rows: sorted, kept: false });
  });
});
