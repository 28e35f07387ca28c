import type { BackendNames } from '../types';
import type { PosMethods } from '.';

/** The POS backend's resources and methods (dataProviders/index.ts loads the backend with its first call). */
export const POS_NAMES = {
  resources: ['agencies', 'locations', 'terminals', 'posClients'],
  methods: ['getPosDefaults', 'sortPos'],
} as const satisfies BackendNames<PosMethods>;
