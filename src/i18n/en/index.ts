import { customers } from './customers';
import { dashboard } from './dashboard';
import { payments } from './payments';
import { paymentStory } from './paymentStory';
import { pos } from './pos';
import { resources } from './fieldLabels';
import { session } from './session';
import { shell } from './shell';
import { users } from './users';

/**
 * English defines the messages; every other language must satisfy `Messages`. Keys: rm.<area>.<key>, and react-admin's
 * resources.<resource>.fields.<source> for field labels (./fieldLabels.ts).
 */
export const en = {
  rm: { shell, payments, paymentStory, dashboard, session, users, pos, customers },
  resources,
};

export type Messages = typeof en;

type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** The English messages' shape with every text a string: what each other language `satisfies`, area by area. */
export type LocaleMessages = Texts<Messages>;
