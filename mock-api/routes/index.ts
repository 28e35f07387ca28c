import type { Express } from 'express';
import * as z from 'zod/mini';
import type { MockContext } from '../context';
import { jsonBody, LIST_ERRORS, RAILS_ERRORS } from '../requests';
import { configServiceRoutes } from './configService';
import { customerRoutes } from './customers';
import { dashboardRoutes } from './dashboard';
import { flagService } from './flags';
import { paymentsRoutes } from './payments';
import { posRoutes } from './pos';
import { ssoCoreRoutes } from './sso';
import { ssoUsersRoutes } from './ssoUsers';

// The contracts are zod/mini schemas, and zod/mini loads no locale: without this the mock's 422 answers built from
// their issues (users, customers, payments) would say only "Invalid input".
z.config(z.locales.en());

/**
 * Every backend under its own path prefix, as the runtime config points the app at them, each checking the token
 * first, then reading JSON bodies only (64 KB at most) and answering errors in its own shape (mock-api/requests.ts).
 * The flag service is LaunchDarkly's public client-side API: no token, and nothing it is sent is kept beyond a bounded
 * list. Returns the flags' test control.
 */
export const mockBackends = (app: Express, ctx: MockContext) => {
  const ssoJson = jsonBody(LIST_ERRORS);
  app.use('/config-service', configServiceRoutes(ctx));
  // The token is checked before a body is read: an unauthenticated write is a 401 whatever it sends.
  app.use('/api/sso', ctx.requireAuth, ssoJson, ssoCoreRoutes(ctx));
  app.use('/api/sso', customerRoutes(ctx));
  const dashboard = dashboardRoutes(ctx);
  app.use('/api/sso', dashboard.api);
  app.use('/dashboards', dashboard.pages);
  const flags = flagService();
  app.use('/ld', jsonBody(LIST_ERRORS), flags.ld);
  app.use(ssoUsersRoutes(ctx, ssoJson));
  app.use('/api/pos', ctx.requireAuth, jsonBody(RAILS_ERRORS), posRoutes(ctx));
  app.use('/api/payments', paymentsRoutes(ctx, [ctx.requireAuth, ...jsonBody(LIST_ERRORS)]));
  return { flagControls: flags.admin };
};
