import type { GetListParams } from 'ra-core';

/** What /pos-config/agencies asks for: every agency of the client's brand (the POS API's filter), by description. */
export const agencyListParams = (brand: string): GetListParams => ({
  filter: { brand },
  pagination: { page: 1, perPage: 10_000 },
  sort: { field: 'description', order: 'ASC' },
});
