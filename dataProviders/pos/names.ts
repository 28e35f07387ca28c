import type { BackendNames } from '../types';
import type { PosMethods } from '.';

/** The POS backend's resources and methods (dataProviders/index.ts loads the backend with its first call). */
export const POS_NAMES = {
  resources: ['agencies', 'locations', 'terminals'],
  methods: [
    'getPosClient',
    'getPosClientEdit',
    'getPosClientNew',
    'createPosClient',
    'updatePosClient',
    'getPosAgencyEdit',
    'getPosAgencyNew',
    'createPosAgency',
    'updatePosAgency',
    'getPosLocationEdit',
    'getPosLocationNew',
    'createPosLocation',
    'updatePosLocation',
    'sortPosLocations',
    'getPosTerminalEdit',
    'getPosTerminalNew',
    'createPosTerminal',
    'updatePosTerminal',
    'sortPosTerminals',
  ],
} as const satisfies BackendNames<PosMethods>;
