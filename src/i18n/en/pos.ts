/** Texts of the pos area (cashiering configuration); spec quotes are word for word. */
export const pos = {
  nav: {
    label: 'Cashiering configuration sections',
    clients: 'Client',
    locations: 'Locations',
    agencies: 'Agencies',
    terminals: 'Terminals',
  },
  titles: {
    client: 'Cashiering Client Settings',
    agencies: 'Agencies',
    agencyCreate: 'Create Agency',
    agencyEdit: 'Edit Agency',
    locations: 'Locations',
    locationCreate: 'Create Location',
    locationEdit: 'Edit Location',
    terminals: 'Terminals',
    terminalCreate: 'Create Terminal',
    terminalEdit: 'Edit Terminal',
  },
  alert: {
    successHeading: 'Success',
    created: '%{name} Successfully Created',
    updated: '%{name} Successfully Updated',
    errorHeading: 'Error:',
    errorFallback: 'An error occurred',
    clientNotFoundHeading: 'Client not found',
    clientNotFoundText: 'There is no cashiering client for %{brand} yet. Fill in the form to create it.',
    clientNotFoundListText: 'There is no cashiering client for %{brand} yet.',
    unexpected: 'The cashiering service sent a response this page does not understand. Try again later.',
    accessDenied: "Your role doesn't allow you to do this. If you think it should, please contact your administrator.",
    networkError: 'Network error',
    dismiss: 'Dismiss',
  },
  toast: {
    sortFailed: 'Error Updating Sort Order',
    sortSaved: 'Sort Order Updated',
  },
  actions: {
    save: 'Save',
    create: 'Create',
    cancel: 'Cancel',
    createAgency: 'Create New Agency',
    createLocation: 'Create New Location',
    createTerminal: 'Create New Terminal',
  },
  otherClient: {
    heading: 'Not part of %{brand}',
    text: 'This belongs to another client. To edit it, choose that client first (Change client).',
    back: 'Back to the list',
  },
  loadFailed: {
    text: 'This page could not be loaded.',
    deniedText: 'Your role cannot see this page.',
    retry: 'Try again',
  },
  list: {
    loading: 'Loading…',
    reorderColumn: 'Order',
  },
  empty: {
    agencies: { heading: 'No Agencies', text: 'This client has no agencies. Create one to see them listed here.' },
    locations: { heading: 'No Locations', text: 'This client has no locations. Create one to see them listed here.' },
    terminals: { heading: 'No Terminals', text: 'This client has no terminals. Create one to see them listed here.' },
    terminalsAt: {
      heading: 'No terminals at %{location}',
      text: '%{location} has no terminals. Show every location’s terminals, or create one here.',
      clear: 'Show all locations',
    },
    noClient: {
      heading: 'No cashiering client yet',
      text: '%{brand} is not set up for cashiering. Create its cashiering client first; its locations, agencies and terminals come after.',
      action: 'Set up the client',
    },
  },
  move: {
    menu: 'Move %{name}',
    top: 'Move to top',
    up: 'Move up',
    down: 'Move down',
    bottom: 'Move to bottom',
    toPosition: 'Move to position…',
    dialogTitle: 'Move %{name} to position',
    positionLabel: 'Position (1 to %{total})',
    positionError: 'Enter a position from 1 to %{total}',
    confirm: 'Move',
    moved: '%{name} was moved to position %{position} of %{total}.',
    otherGroup: 'Terminals move within their location: %{name} stays at position %{position} of %{total}.',
  },
  drag: {
    handle: 'Reorder %{name}',
    instructions:
      'To pick up a row, press Space or Enter. While dragging, use the up and down arrow keys to move it. Press Space or Enter again to drop it in its new position, or press Escape to cancel.',
    pickedUp: 'Picked up %{name}, at position %{position} of %{total}.',
    movedOver: '%{name} is now at position %{position} of %{total}.',
    dropped: '%{name} was dropped at position %{position} of %{total}.',
    cancelled: 'Reordering cancelled. %{name} returned to position %{position} of %{total}.',
  },
  validation: {
    required: '%{field} is required',
    email: 'Email is not valid',
    decimal: '%{field} must be decimal or integer',
    atMost: '%{field} must be at most %{max}',
    notAbove: '%{field} must not be more than the %{limit}',
    phone: '%{field} must be a phone number, like (217) 555-0199',
    zipcode: 'Zip Code must be 5 digits, or ZIP+4 like 62701-1234',
  },
  /** A value another record already has, in the form's words (dataProviders/pos/index.ts FIELD_WORDS). */
  serverErrors: {
    taken: {
      client: {
        brand: 'This brand is already used by another client.',
        slug: 'This slug is already used by another client.',
      },
      agency: {
        code: 'This code is already used by another agency.',
        slug: 'This slug is already used by another agency.',
      },
      location: { location_code: 'This location code is already used by another location.' },
      terminal: { kiosk_id: 'This kiosk ID is already used by another terminal.' },
    },
  },
  form: {
    counter: '%{count} of %{max} characters',
    counterFull: '%{count} of %{max} characters: no more fit',
    offline: 'Your device is offline. The changes will be saved as soon as the connection is back.',
  },
  posDisabled: {
    heading: 'Point of sale is turned off for %{brand}',
    text: 'What you configure here is saved, but cashiers cannot use it until point of sale is turned on for this client.',
  },
  client: {
    splitFeeHint:
      'Split fee mid & text are optional fields. If you intend to configure them ensure that both fields are provided & either the client or associated terminals have DC direct enabled.',
  },
  agency: {
    yes: 'Yes',
    no: 'No',
    selectAll: 'Select All',
    noLocations: 'This client has no locations yet.',
    allLocations: 'The only location |||| All %{smart_count} locations',
    someLocations: '%{smart_count} location |||| %{smart_count} locations',
    receipt: 'Receipt',
    fees: 'Fees',
    splitFeeTextHelp:
      'You can use {{payment_amount}} for the payment amount (Purchase + Gratuity + Cash Back), {{new_line}} for a new line and {{split_fee_amount}} for the first split fee amount.',
    splitFeeTextPlaceholder:
      'A service fee of {{split_fee_amount}} is charged separately.{{new_line}}Total: {{payment_amount}}',
    convenienceFeePlaceholder: '1.50',
    maxCardPlaceholder: '99.50',
    splitDisabled:
      'Split Fee fields are disabled because Convenience Fee fields have values. Clear the Convenience Fee fields to enable these.',
    convenienceDisabled:
      'Convenience Fee fields are disabled because Split Fee or Service Fee fields have values. Clear the Split Fee fields to enable these.',
  },
  terminal: {
    readerTypeDefault: 'Use the client’s reader type',
    readerTypeHelp: 'Optional: overrides the reader type set for the client.',
    noLocations: 'A terminal belongs to a location, and this client has none yet.',
    createLocation: 'Create a location',
    paymentSources: { cashiering: 'Cashiering', kiosk: 'Kiosk' },
  },
  filter: {
    allLocations: 'All Locations',
    searchTerminals: 'Search terminals',
    searchHint: 'Name, kiosk ID or location',
    sortingOff: 'Clear the search to change the order: dragging works on the whole list.',
    noMatch: 'No terminals match “%{q}”.',
  },
} as const;
