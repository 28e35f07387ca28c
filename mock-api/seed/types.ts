import type { Rng } from './rng';

export type Scale = 'default' | 'large';

export interface SeedContext {
  rng: Rng;
  scale: Scale;
  /** The day the data was first generated (ISO); kept in the data folder so a restart regenerates the same data. */
  referenceDate: string;
}

export type ProviderStatus =
  'STAGED' | 'PROVISIONED' | 'ACTIVE' | 'RECOVERY' | 'PASSWORD_EXPIRED' | 'LOCKED_OUT' | 'SUSPENDED' | 'DEPROVISIONED';

export interface MockClient {
  id: number;
  slug: string;
  brand: string;
  name: string;
  paymentPortalUrl: string;
  customerManagementEnabled: boolean;
  pointOfSaleEnabled: boolean;
  dashboardConfigured: boolean;
  timezone: string;
  obligations: { obligationSlug: string; paymentAttributes: { description: string; subDescription: string } }[];
}

export interface MockAgency {
  id: number;
  slug: string;
  name: string;
  clientSlug: string;
}

export interface MockUser {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: string;
  pos_role: string;
  clientSlug: string | null;
  agencySlugs: string[];
  credentialsProvider: 'FEDERATION' | 'OKTA';
  providerStatus: ProviderStatus;
  timezone: string;
  created_at: string;
  /** When the user last changed (every change moves it on): the user's version. Absent: never changed since created. */
  updated_at?: string;
  /** How many activation links the identity provider has sent (the users API counts them). */
  activationEmailsSent?: number;
  /** Demo accounts sign in with the demo password; seeded users too. */
  demo?: boolean;
}
