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
