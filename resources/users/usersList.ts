import type { User } from '../../dataProviders/sso/usersContract';
import { listName } from './userModel';

export type UserSortField = 'name' | 'email' | 'role' | 'posRole' | 'status';
export interface UserSort {
  field: UserSortField;
  order: 'ASC' | 'DESC';
}

/** Default Last, First ascending. */
export const DEFAULT_SORT: UserSort = { field: 'name', order: 'ASC' };
export const SORTABLE_FIELDS: UserSortField[] = ['name', 'email', 'role', 'posRole', 'status'];

/** What each sortable column shows: the sort compares exactly that text. */
export interface ShownText {
  role: (user: User) => string;
  posRole: (user: User) => string;
  status: (user: User) => string;
}

export const shownValue = (user: User, field: UserSortField, shown: ShownText): string => {
  switch (field) {
    case 'name':
      return listName(user);
    case 'email':
      return user.email;
    case 'role':
      return shown.role(user);
    case 'posRole':
      return shown.posRole(user);
    case 'status':
      return shown.status(user);
  }
};

/**
 * Client-side sorting: locale compare, case-insensitive, on the text the column shows;
 * ties fall back to "Last, First" then email so the order is stable whatever order the pages arrived in.
 */
export const sortUsers = (users: readonly User[], sort: UserSort, shown: ShownText, locale?: string): User[] => {
  const collator = new Intl.Collator(locale, { sensitivity: 'accent', numeric: true });
  const direction = sort.order === 'ASC' ? 1 : -1;
  const keyed = users.map(user => ({
    user,
    key: shownValue(user, sort.field, shown),
    name: listName(user),
  }));
  keyed.sort(
    (a, b) =>
      direction * collator.compare(a.key, b.key) ||
      collator.compare(a.name, b.name) ||
      collator.compare(a.user.email, b.user.email) ||
      (a.user.id < b.user.id ? -1 : a.user.id > b.user.id ? 1 : 0),
  );
  return keyed.map(entry => entry.user);
};

export interface UserFilter {
  /** Matched case-insensitively against first, last, "First Last", "Last, First" and the email address. */
  q?: string;
  /** Agency slugs: a user in any of them is kept (NO_AGENCY keeps users without one); none keeps everyone. */
  agencies?: readonly string[];
}

/**
 * The agency filter's choice for users who belong to no agency: listed after the agencies, so Select All keeps every
 * user instead of silently leaving those out. Never an agency's slug (slugs are words and hyphens).
 */
export const NO_AGENCY = '__none__';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** What a search looks in, folded once per user object (a saved user is a new object, so it is folded again). */
const haystacks = new WeakMap<User, string[]>();
const haystackOf = (user: User) => {
  let haystack = haystacks.get(user);
  if (!haystack) {
    haystack = [`${user.firstName} ${user.lastName}`, listName(user), user.email].map(fold);
    haystacks.set(user, haystack);
  }
  return haystack;
};

export const filterUsers = (users: readonly User[], filter: UserFilter): User[] => {
  const q = fold(filter.q?.trim() ?? '');
  const agencies = new Set(filter.agencies ?? []);
  if (!q && !agencies.size) return [...users];
  return users.filter(user => {
    if (
      agencies.size &&
      !user.agencies.some(candidate => agencies.has(candidate.slug)) &&
      !(user.agencies.length === 0 && agencies.has(NO_AGENCY))
    )
      return false;
    if (!q) return true;
    return haystackOf(user).some(text => text.includes(q));
  });
};

/**
 * The table's sort fields, as the list context names them (and saved searches keep them). The records carry no such
 * field: the list is handed its rows already in order (sortUsers), since the spec's locale compare of the text shown
 * is no plain comparison of values.
 */
export const rankField = (field: UserSortField) => `rank.${field}`;

/** Whether a user is one the search and the agency filter keep (see filterUsers). */
export const matchesUser = (user: User, filter: UserFilter) => filterUsers([user], filter).length === 1;

/** The rows the reader has been shown while pages were still arriving, and under which view. */
export interface HeldRows {
  /** The sort, search, agencies and table page they were shown under: any change by the reader lets them go. */
  view: string;
  /** Their ids, in the order shown. */
  ids: readonly string[];
  /** How many rows the search and filter keep come before them (the table pages before the one shown). */
  start: number;
}

/**
 * The order the table shows while rows are held: the rows already shown keep their places, and every other row goes
 * where it sorts around them: before them if it sorts before and fits in the pages above, else just below them. A
 * later page so never moves a row the reader can see. `sorted` is every loaded row in the chosen order; `keeps` is
 * the search and filter, since `start` counts only the rows they keep.
 */
export const holdShownRows = <T extends { id: string }>(
  sorted: readonly T[],
  held: readonly string[],
  start: number,
  keeps: (row: T) => boolean,
): T[] => {
  if (!held.length) return [...sorted];
  const byId = new Map(sorted.map(row => [row.id, row]));
  const block = held.map(id => byId.get(id)).filter(row => row !== undefined);
  const heldIds = new Set(held);
  const rest = sorted.filter(row => !heldIds.has(row.id));
  let at = 0;
  for (let before = 0; at < rest.length && before < start; at++) if (keeps(rest[at])) before++;
  return [...rest.slice(0, at), ...block, ...rest.slice(at)];
};

/** Whether the full order puts the held rows exactly where they are shown: same users, same places. */
export const heldRowsInPlace = <T extends { id: string }>(
  sorted: readonly T[],
  held: HeldRows,
  keeps: (row: T) => boolean,
): boolean => {
  let index = 0;
  for (const row of sorted) {
    if (!keeps(row)) continue;
    const at = index - held.start;
    if (at >= held.ids.length) return true;
    if (at >= 0 && row.id !== held.ids[at]) return false;
    index++;
  }
  return index - held.start >= held.ids.length;
};

/**
 * The rows in the table's order: `sorted`, unless rows are held and the full order would move them; then the held
 * rows keep their places (holdShownRows) and `kept` says the table is not in full order. The rows are the objects
 * given, never copies, so the table's memoised rows skip the users that did not change.
 */
export const tableOrder = <T extends { id: string }>(
  sorted: T[],
  held: HeldRows | null,
  keeps: (row: T) => boolean,
): { rows: T[]; kept: boolean } =>
  !held?.ids.length || heldRowsInPlace(sorted, held, keeps)
    ? { rows: sorted, kept: false }
    : { rows: holdShownRows(sorted, held.ids, held.start, keeps), kept: true };

/** The list's sort (`rank.email`, DESC…) as a users sort; undefined for a field the list does not offer. */
export const userSortOf = (sort: { field: string; order: string }): UserSort | undefined => {
  const field = SORTABLE_FIELDS.find(candidate => rankField(candidate) === sort.field);
  return field ? { field, order: sort.order === 'DESC' ? 'DESC' : 'ASC' } : undefined;
};
