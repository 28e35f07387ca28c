import type { HttpClient } from '../http';
import { parseContract } from '../contract';
import type { Backend } from '../types';
import { clientMetaSchema, clientSettingsSchema, profileSettingsSchema, type ClientSettings } from './contract';

/**
 * Config service (no auth).
 * | method                 | call                                                      |
 * | getClientSettings(slug)| GET /settings/{slug}/settings.json, GET /settings/{slug}/profile/settings.json, GET /metadata/{slug}/profile/meta.json |
 */
export interface ConfigMethods {
  getClientSettings(slug: string): Promise<ClientSettings>;
}

export const createConfigBackend = (apiUrl: string, http: HttpClient): Backend<ConfigMethods> => {
  const get = (path: string) => http(`${apiUrl}${path}`, { auth: false }).then(res => res.json);
  return {
    resources: {},
    methods: {
      async getClientSettings(slug) {
        const client = encodeURIComponent(slug);
        const [settings, profile, meta] = await Promise.all([
          get(`/settings/${client}/settings.json`),
          get(`/settings/${client}/profile/settings.json`),
          get(`/metadata/${client}/profile/meta.json`),
        ]);
        return {
          ...parseContract(clientSettingsSchema, settings ?? {}, 'The client settings could not be read.'),
          ...parseContract(profileSettingsSchema, profile ?? {}, 'The client profile settings could not be read.'),
          meta: parseContract(clientMetaSchema, meta ?? {}, 'The client metadata could not be read.'),
        };
      },
    },
  };
};
