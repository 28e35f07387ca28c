import type { HttpClient } from '../http';
import type { Backend } from '../types';

// Users of the organisation: filled in by the users issue.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- grows with the users issue
export interface UsersMethods {}

export const createUsersBackend = (_apiUrl: string, _http: HttpClient): Backend<UsersMethods> => ({ resources: {}, methods: {} });
