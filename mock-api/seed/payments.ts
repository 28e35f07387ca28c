import type { Collections } from '../store';
import type { CoreSeed } from './index';
import type { SeedContext } from './types';

export const seedPayments = (_ctx: SeedContext, _core: CoreSeed): Collections => ({});
