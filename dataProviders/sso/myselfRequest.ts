/**
 * GET /myself?client={slug}: the signed-in user's call, named here once for getMyself and for the entry, which starts it
 * before the data provider has loaded (src/earlyStart.ts). Free of libraries: the entry imports it.
 */
export const myselfRequest = (apiUrl: string, clientSlug?: string | null) => ({ url: `${apiUrl}/myself`, query: { client: clientSlug ?? undefined } });
