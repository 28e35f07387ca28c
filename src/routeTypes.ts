import type { ComponentType } from 'react';
import type { RouteAccess } from './auth/guards';

/** A page mounted on one of the spec's paths. Resources export theirs from their index. */
export interface AppRoute {
  path: string;
  component: ComponentType;
  access?: RouteAccess;
  /** Needs a client: an admin who has not chosen one is sent to /admin. */
  requiresClient?: boolean;
  /** Only when the client has customer management enabled; otherwise the path does not exist. */
  requiresCustomerManagement?: boolean;
}

/** `lazy` for a named export, so routes are code-split without default exports. */
export { lazy } from 'react';
export const named = <T extends Record<string, unknown>, K extends keyof T>(loader: () => Promise<T>, name: K) =>
  () => loader().then(module => ({ default: module[name] as ComponentType }));
