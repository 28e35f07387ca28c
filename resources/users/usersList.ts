import type { User } from '../../dataProviders/sso/usersContract';
import { listName } from './userModel';

export type UserSortField = 'name' | 'email' | 'role' | 'posRole' | 'status';
export interface UserSort {
  field: UserSortField;
  order: 'ASC' | 'DESC';
}

/** Revenue-management spec §9: default Last, First ascending. */
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
 * Client-side sorting (revenue-management spec §9): locale compare, case-insensitive, on the text the column shows;
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
  /** An agency slug. */
  agency?: string;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

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
  const agency = filter.agency;
  if (!q && !agency) return [...users];
  return users.filter(user => {
    if (agency && !user.agencies.some(candidate => candidate.slug === agency)) return false;
    if (!q) return true;
    return haystackOf(user).some(text => text.includes(q));
  });
};
