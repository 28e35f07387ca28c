/**
 * The users area's messages (rm.users.*), added when a module that uses them is first imported: every module naming one
 * imports this one (areas.test.ts checks), so they are in before anything renders them, and only on the pages that do.
 */
import { addAreaMessages } from '..';
import { users } from '../en/users';

addAreaMessages({ users });
