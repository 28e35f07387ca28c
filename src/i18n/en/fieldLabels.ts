/**
 * Each resource's name and its fields' labels, where react-admin looks for them: inputs, DataTable columns and
 * fields label themselves `resources.<resource>.fields.<source>`, and code that names a field (an error summary, a
 * CSV header) reads the same key. The resource is the one the page works on (<Resource>, ListBase, EditBase…).
 * A field's label lives here only; texts that name no field stay under `rm`. A `name` (singular |||| plural) is here
 * where a screen shows it: the cashiering lists title their record column with it ("Agency", "Location", "Terminal").
 */
export const resources = {
  payments: {
    /**
     * A payment's fields wherever they are named: the results' columns, the filters and search criteria, the export's
     * headers, the transaction page and the receipt. Two columns keep the spec's own headers (`rm.payments.results.columns`).
     * `net` and `feeKept` are the money lines the page, the receipt and the export work out from the others.
     */
    fields: {
      id: 'Transaction ID',
      agency: 'Agency',
      account: { number: 'Account number' },
      createdAt: 'Transaction date',
      fundedAt: 'Funded date',
      type: 'Payment method',
      status: 'Status',
      serviceType: 'Service type',
      paymentSource: 'Payment source',
      paymentChannel: 'Channel',
      paymentInitiator: 'Payment mode',
      paymentProcessTypeName: 'Transaction type',
      subtotal: 'Subtotal',
      serviceFee: 'Service fee',
      totalAmount: 'Total',
      amountRefunded: 'Refunded',
      amountRefundable: 'Refundable',
      feeKept: 'Service fee kept',
      net: 'Net',
      originalPaymentId: 'Original payment',
      specificParams: { emailAddress: 'Email address', reversalReason: 'Reversal reason' },
      creditCard: {
        type: 'Card type',
        lastFour: 'Card number',
        cardholderName: 'Cardholder name',
        expiration: 'Expiration',
        zipCode: 'ZIP code',
      },
      bankAccount: {
        bankAccountHolderName: 'Bank account holder name',
        bankAccountType: 'Bank account type',
        lastFour: 'Bank account number',
      },
      wirePayment: { name: 'Name', description: 'Description', effectiveDate: 'Effective date' },
      checkImageUrlFront: 'Front of check',
      checkImageUrlBack: 'Back of check',
    },
  },
  customers: {
    fields: {
      firstName: 'First name',
      lastName: 'Last name',
      name: 'Customer name',
      email: 'Email address',
      createdAt: 'Customer since',
      status: 'Status',
    },
  },
  users: {
    fields: {
      firstName: 'First name',
      lastName: 'Last name',
      email: 'Email',
      clientSlug: 'Select Client',
      role: 'Revenue Management role',
      posRole: 'Cashiering role',
      agencies: 'Agencies',
      /** One agency of a user's: the list's agency filter picks by it, and users.csv has a row per agency. */
      agency: 'Agency',
      /** The list's sort fields, one a column (usersList.ts rankField). */
      rank: {
        name: 'Name',
        email: 'Email Address',
        role: 'Revenue Management Role',
        posRole: 'Cashiering Role',
        status: 'Status',
      },
    },
  },
  profile: {
    fields: {
      firstName: 'First name',
      lastName: 'Last name',
      email: 'Email',
      timezone: 'Timezone',
    },
  },
  clients: {
    fields: { brand: 'Client name' },
  },
  /** The cashiering tool's client settings (/pos-config/clients/edit). */
  posClients: {
    fields: {
      name: 'Name',
      brand: 'Brand',
      slug: 'Slug',
      time_zone_id: 'Time Zone',
      credit_card_reader_type_id: 'Credit Card Reader Type',
      split_fee_text_default: 'Split Fee Text Default',
      split_fee_mid_default: 'Split Fee MID Default',
    },
  },
  agencies: {
    name: 'Agency |||| Agencies',
    fields: {
      code: 'Code',
      slug: 'Slug',
      description: 'Description',
      split_tender: 'Split Tender Allowed',
      location_ids: 'Locations',
      header_url: 'Receipt Header URL',
      pay_at_message: 'Pay At Message',
      split_fee_mid: 'Split Fee MID',
      split_fee_text: 'Split Fee Text',
      convenience_fee: 'Convenience Fee',
      max_card_amount_allowed: 'Max Card Amount Allowed',
      service_fee_percentage: 'Service Fee Percentage',
      minimum_service_fee: 'Minimum Service Fee',
    },
  },
  locations: {
    name: 'Location |||| Locations',
    fields: {
      name: 'Name',
      location_code: 'Location Code',
      email: 'Email',
      phone_1: 'Phone 1',
      phone_2: 'Phone 2',
      /** The list's one address column (address_1 is the form's first line). */
      address: 'Address',
      address_1: 'Address 1',
      address_2: 'Address 2',
      city: 'City',
      state: 'State',
      zipcode: 'Zip Code',
      default_float: 'Default Float',
    },
  },
  terminals: {
    name: 'Terminal |||| Terminals',
    fields: {
      location_id: 'Location',
      /** The list's column: the name of the terminal's location. */
      location: 'Location',
      name: 'Name',
      payment_source: 'Payment Source',
      kiosk_id: 'Kiosk ID',
      credit_card_reader_type_id: 'Credit Card Reader Type',
      internal_device_id: 'Internal Device ID',
    },
  },
} as const;
