import type { GetOneParams, GetOneResult } from 'ra-core';
import type { HttpClient } from '../http';
import { parseContract } from '../contract';
import { partialProvider, type Backend } from '../types';
import { clientMetaSchema, clientSettingsSchema, profileSettingsSchema, type ClientSettings } from './contract';

/** A client's settings as a record: its id is the client's slug. */
export type ClientSettingsRecord = ClientSettings & { id: string };

/**
 * Config service (no auth).
 * | method                            | call                                                                      |
 * | clientSettings: getOne({id: slug}) | GET /settings/{slug}/settings.json, GET /settings/{slug}/profile/settings.json, GET /metadata/{slug}/profile/meta.json |
 */
/** The config service offers no action: every read is the clientSettings resource. */
export type ConfigMethods = Record<never, never>;

export const createConfigBackend = (apiUrl: string, http: HttpClient): Backend<ConfigMethods> => {
  const get = (path: string, signal?: AbortSignal) =>
    http(`${apiUrl}${path}`, { auth: false, ...(signal ? { signal } : {}) }).then(res => res.json);
  const readSettings = async (slug: string, signal?: AbortSignal): Promise<ClientSettings> => {
    const client = encodeURIComponent(slug);
    const [settings, profile, meta] = await Promise.all([
      get(`/settings/${client}/settings.json`, signal),
      get(`/settings/${client}/profile/settings.json`, signal),
      get(`/metadata/${client}/profile/meta.json`, signal),
    ]);
    return {
      ...parseContract(clientSettingsSchema, settings ?? {}, 'The client settings could not be read.'),
      ...parseContract(profileSettingsSchema, profile ?? {}, 'The client profile settings could not be read.'),
      meta: parseContract(clientMetaSchema, meta ?? {}, 'The client metadata could not be read.'),
    };
  };
  return {
    resources: {
      clientSettings: partialProvider('clientSettings', {
        getOne: async (_resource: string, { id, signal }: GetOneParams): Promise<GetOneResult> => {
          const record: ClientSettingsRecord = { ...(await readSettings(String(id), signal)), id: String(id) };
          return { data: record };
        },
      }),
    },
    methods: {},
  };
};
