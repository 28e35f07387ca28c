import Papa from 'papaparse';
import type { User } from '../../dataProviders/sso/usersContract';
import { neutraliseCell } from '../../src/lib/csv';
import { listName } from './userModel';

export const CSV_FILE_NAME = 'users.csv';

export interface UsersCsvOptions {
  /** Column titles as the table shows them; Agencies is named "Agency" here. */
  headers: { name: string; email: string; agency: string; role: string; posRole: string; status: string };
  /** The Cashiering Role column exists only when point of sale is enabled. */
  posEnabled: boolean;
  /** The texts the table shows for roles, status and a user without agencies. */
  shown: {
    role: (user: User) => string;
    posRole: (user: User) => string;
    status: (user: User) => string;
    noAgencies: string;
  };
}

export const csvFields = ({ headers, posEnabled }: UsersCsvOptions) => [
  headers.name,
  headers.email,
  headers.agency,
  headers.role,
  ...(posEnabled ? [headers.posRole] : []),
  headers.status,
];

/** The table's columns for one user, one row per agency ("No agencies" when there are none), before neutralising. */
export const csvRowsOf = (user: User, { posEnabled, shown }: UsersCsvOptions): string[][] => {
  const agencies = user.agencies.length ? user.agencies.map(agency => agency.name) : [shown.noAgencies];
  const role = shown.role(user);
  const posRole = shown.posRole(user);
  const status = shown.status(user);
  return agencies.map(agency => [listName(user), user.email, agency, role, ...(posEnabled ? [posRole] : []), status]);
};

const nextTask = () => new Promise<void>(resolve => setTimeout(resolve, 0));

/**
 * users.csv for the users in the order shown, produced with papaparse in chunks that yield to the browser between
 * them, so 10,000 users never freeze the page.
 */
export const buildUsersCsv = async (
  users: readonly User[],
  options: UsersCsvOptions,
  chunkSize = 1000,
): Promise<string> => {
  const parts = [Papa.unparse([csvFields(options).map(neutraliseCell)])];
  for (let start = 0; start < users.length; start += chunkSize) {
    const rows = users
      .slice(start, start + chunkSize)
      .flatMap(user => csvRowsOf(user, options).map(row => row.map(neutraliseCell)));
    if (rows.length) parts.push(Papa.unparse(rows));
    if (start + chunkSize < users.length) await nextTask();
  }
  return parts.join('\r\n');
};
