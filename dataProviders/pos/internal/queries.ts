/** The query of a terminal list: the client's brand, and a location when the list is narrowed to one. */
export const terminalListQuery = (
  filter: Record<string, unknown> | undefined,
): Record<string, string | number | undefined> => {
  const brand = typeof filter?.brand === 'string' && filter.brand ? filter.brand : undefined;
  const raw = filter?.location_id;
  const locationId = raw === undefined || raw === null || raw === '' ? undefined : Number(raw);
  return { brand, location_id: locationId !== undefined && Number.isInteger(locationId) ? locationId : undefined };
};
