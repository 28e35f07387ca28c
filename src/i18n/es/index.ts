import type { LocaleMessages } from '../en';
import { customers } from './customers';
import { dashboard } from './dashboard';
import { payments } from './payments';
import { paymentStory } from './paymentStory';
import { pos } from './pos';
import { spanishRaMessages } from './ra';
import { resources } from './fieldLabels';
import { session } from './session';
import { shell } from './shell';
import { users } from './users';

/** Spanish (Latin American, "usted"); its own chunk, loaded when chosen. Each area satisfies the English shape. */
const app = {
  rm: { shell, payments, paymentStory, dashboard, session, users, pos, customers },
  resources,
} satisfies LocaleMessages;

export const es = { ...spanishRaMessages, ...app };
