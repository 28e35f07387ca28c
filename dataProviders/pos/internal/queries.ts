/** The query of a terminal list: the client's brand, and a location when the list is narrowed to one. */
export const terminalListQuery = (
  filter: Record<string, unknown> | undefined,
): Record<string, string | number | undefined> => {
  const brand = typeof filter?.brand === 'string' && filter.brand ? filter.brand : undefined;
  const raw = filter?.location_id;
  const locationId = raw === undefined || raw === null || raw === '' ? undefined : Number(raw);
  return { brand, location_id: locationId !== undefined && Number.isInteger(locationId) ? locationId : undefined };
};

/**
 * A server's errors list as react-admin's forms take it: one message per field ("detail1, detail2"). Nested keys such as
 * `locations_config_attributes.default_float` land on the form field, their last part.
 */
export const posFieldErrors = (errors: Record<string, string[]>): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [key, details] of Object.entries(errors)) {
    if (!details.length) continue;
    const field =
      key
        .split(/[.[\]/]/)
        .filter(Boolean)
        .pop() ?? key;
    out[field] = out[field] ? `${out[field]}, ${details.join(', ')}` : details.join(', ');
  }
  return out;
};
