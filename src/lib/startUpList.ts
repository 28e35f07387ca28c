import type { QueryClient, QueryState } from '@tanstack/react-query';
import type { DataProvider, GetListParams } from 'ra-core';

/** How long a list answer asked for at start-up is shown without asking again when its page mounts. */
export const START_UP_ANSWER_FRESH_MS = 10_000;

/** The cache entries the start-up path filled (the query objects, which the cache keeps while they are used). */
const startUpQueries = new WeakSet<object>();

/**
 * A list page's refetchOnMount: as react-query's default (a mounted list asks again for an answer it has), except for the
 * start-up answer while it is new and nothing (a refund, a void, a save) has made it stale, which the page would
 * otherwise ask for twice. A list changed, or changed back, asks anew as before: that is not a mount.
 */
export const refetchOnMountUnlessStartUpAnswer = (query: { state: Pick<QueryState, 'isInvalidated' | 'dataUpdatedAt'> }) =>
  !(startUpQueries.has(query) && !query.state.isInvalidated && Date.now() - query.state.dataUpdatedAt < START_UP_ANSWER_FRESH_MS);

/**
 * A list page's first answer, asked for as soon as the user is known on a cold load, into the cache entry ra-core's
 * useGetList reads (its key and its answer's shape, as useGetList makes them): the page then renders with its rows,
 * instead of rendering, asking, and rendering again. The page passes `refetchOnMountUnlessStartUpAnswer`.
 */
export const prefetchStartUpList = (queryClient: QueryClient, dataProvider: DataProvider, resource: string, params: GetListParams) => {
  const { pagination, sort, filter, meta } = params;
  const queryKey = [resource, 'getList', { pagination, sort, filter, meta }];
  void queryClient.prefetchQuery({
    queryKey,
    queryFn: ({ signal }) =>
      dataProvider
        .getList(resource, { pagination, sort, filter, meta, signal: dataProvider.supportAbortSignal === true ? signal : undefined })
        .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
  });
  const query = queryClient.getQueryCache().find({ queryKey, exact: true });
  if (query) startUpQueries.add(query);
};
