import type { HttpClient } from '../http';
import type { Backend } from '../types';

// Payment API: filled in by the payments issue.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- grows with the payments issue
export interface PaymentsMethods {}

export const createPaymentsBackend = (_apiUrl: string, _http: HttpClient): Backend<PaymentsMethods> => ({ resources: {}, methods: {} });
