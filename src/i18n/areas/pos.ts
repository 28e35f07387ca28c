/**
 * The pos area's messages (rm.pos.*), added when a module that uses them is first imported: every module naming one
 * imports this one (areas.test.ts checks), so they are in before anything renders them, and only on the pages that do.
 */
import { addAreaMessages } from '..';
import { pos } from '../en/pos';

addAreaMessages({ pos });
