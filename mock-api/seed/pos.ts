import type { Collections } from '../store';
import type { CoreSeed } from './index';
import type { SeedContext } from './types';

export const seedPos = (_ctx: SeedContext, _core: CoreSeed): Collections => ({});
