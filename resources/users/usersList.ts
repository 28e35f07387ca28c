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

/** A user as a row of the table: its place in each sort order, which react-admin's list sorts by (`rank.email`…). */
export type UserRow = User & { rank: Record<UserSortField, number> };

/** The table's sort fields, as the list context names them. */
export const rankField = (field: UserSortField) => `rank.${field}`;

/**
 * Each user's place in every sort the list offers (`sortUsers`: locale compare on the text shown, ties
 * by name then email), so a plain comparison of numbers sorts the same way. Names and emails are sorted once
 * each; the few role and status texts are ranked among themselves: rows come in name order and react-admin's sort is
 * stable, so ties stay in name order whichever the direction.
 */
export const rankUsers = (users: readonly User[], shown: ShownText, locale?: string): UserRow[] => {
  const byName = sortUsers(users, DEFAULT_SORT, shown, locale);
  const nameRank = new Map(byName.map((user, index) => [user, index]));
  const emailRank = new Map(
    sortUsers(users, { field: 'email', order: 'ASC' }, shown, locale).map((user, index) => [user, index]),
  );
  const collator = new Intl.Collator(locale, { sensitivity: 'accent', numeric: true });
  const textRank = (text: (user: User) => string) => {
    const order = [...new Set(users.map(text))].sort(collator.compare);
    const place = new Map(order.map((value, index) => [value, index]));
    return (user: User) => place.get(text(user))!;
  };
  const role = textRank(shown.role);
  const posRole = textRank(shown.posRole);
  const status = textRank(shown.status);
  return byName.map(user => ({
    ...user,
    rank: {
      name: nameRank.get(user)!,
      email: emailRank.get(user)!,
      role: role(user),
      posRole: posRole(user),
      status: status(user),
    },
  }));
};

/** Whether a user is one the search and the agency filter keep (see filterUsers). */
export const matchesUser = (user: User, filter: UserFilter) => filterUsers([user], filter).length === 1;

/** The rows the reader has been shown while pages were still arriving, and under which view. */
export interface HeldRows {
  /** The sort, search, agencies and table page they were shown under: any change by the reader lets them go. */
  view: string;
  /** The sort they were shown in. */
  sort: UserSort;
  /** Their ids, in the order shown. */
  ids: readonly string[];
  /** How many rows the search and filter keep come before them (the table pages before the one shown). */
  start: number;
}

/**
 * The order the table shows while pages are still arriving: the rows already shown keep their places, and every
 * other row goes where it sorts around them: before them if it sorts before and fits in the pages above, else just
 * below them. A later page so never moves a row the reader can see. `sorted` is every loaded row in the chosen order;
 * `keeps` is the search and filter, since `start` counts only the rows they keep.
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

/**
 * Rows in the table's order under `sort`, held rows kept in place (see holdShownRows), with that order written into
 * the sort's rank, so react-admin's list, which sorts by rank, shows exactly that order. Ties in a rank keep the rows'
 * name order whichever the direction, as react-admin's stable sort does.
 */
export const orderWithHeldRows = (
  rows: readonly UserRow[],
  held: HeldRows | null,
  keeps: (row: UserRow) => boolean,
): UserRow[] => {
  if (!held?.ids.length) return [...rows];
  const { sort } = held;
  const direction = sort.order === 'ASC' ? 1 : -1;
  const sorted = [...rows].sort((a, b) => direction * (a.rank[sort.field] - b.rank[sort.field]));
  const order = holdShownRows(sorted, held.ids, held.start, keeps);
  return order.map((row, index) => ({
    ...row,
    rank: { ...row.rank, [sort.field]: sort.order === 'ASC' ? index : order.length - 1 - index },
  }));
};

/** The list's sort (`rank.email`, DESC…) as a users sort; undefined for a field the list does not offer. */
export const userSortOf = (sort: { field: string; order: string }): UserSort | undefined => {
  const field = SORTABLE_FIELDS.find(candidate => rankField(candidate) === sort.field);
  return field ? { field, order: sort.order === 'DESC' ? 'DESC' : 'ASC' } : undefined;
};
