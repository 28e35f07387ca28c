import type { HttpClient } from '../http';
import type { Backend } from '../types';

// Customer search: filled in by the customers issue.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- grows with the customers issue
export interface CustomersMethods {}

export const createCustomersBackend = (_apiUrl: string, _http: HttpClient): Backend<CustomersMethods> => ({ resources: {}, methods: {} });
