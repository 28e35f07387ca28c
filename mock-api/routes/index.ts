import type { Express, RequestHandler } from 'express';
import type { MockContext } from '../context';
import { configServiceRoutes } from './configService';
import { ssoCoreRoutes } from './sso';

/** Every backend under its own path prefix, as the runtime config points the app at them. */
export const mockBackends = (app: Express, ctx: MockContext, json: RequestHandler[]) => {
  app.use('/config-service', configServiceRoutes(ctx));
  app.use('/api/sso', json, ssoCoreRoutes(ctx));
};
