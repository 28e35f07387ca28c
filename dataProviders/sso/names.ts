import type { BackendNames } from '../types';
import type { CustomersMethods } from './customers';
import type { UsersMethods } from './users';

/** The users backend's resources and methods (sso/index.ts loads it with its first call). */
export const USERS_NAMES = {
  resources: ['users'],
  methods: [
    'checkUserEmail',
    'setUserStatus',
    'resendActivation',
    'resetPassword',
    'updateProfile',
    'getRoleCombinations',
  ],
} as const satisfies BackendNames<UsersMethods>;

/** The customer search's resources and methods (sso/index.ts loads it with its first call). */
export const CUSTOMERS_NAMES = { resources: ['customers'], methods: ['searchCustomers'] } as const satisfies BackendNames<CustomersMethods>;
