/** Where each cashiering resource's field labels are: rm.pos.{section}.{field}. */
const SECTIONS: Record<string, string> = {
  posClients: 'client',
  agencies: 'agency',
  locations: 'location',
  terminals: 'terminal',
};

/** The i18n key of a cashiering field's label. */
export const fieldLabelKey = (resource: string, field: string) => `rm.pos.${SECTIONS[resource] ?? resource}.${field}`;
