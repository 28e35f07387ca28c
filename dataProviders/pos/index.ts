import type { HttpClient } from '../http';
import type { Backend } from '../types';

// POS API: filled in by the cashiering configuration issue.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- grows with the cashiering configuration issue
export interface PosMethods {}

export const createPosBackend = (_apiUrl: string, _http: HttpClient): Backend<PosMethods> => ({ resources: {}, methods: {} });
