import type { CoreSeed } from './index';
import { FIRST_NAMES, LAST_NAMES, type Rng } from './rng';
import type { MockAgency, MockClient, SeedContext } from './types';

/** A line item as the payment API keeps it (money in cents). */
export interface MockLineItem {
  id: number;
  customAttributes?: Record<string, string>;
  amountInCents: number;
  amountRefundedInCents: number;
}

/**
 * A payment as the mock keeps it. Refunds, chargebacks, chargeback reversals and ACH returns are
 * payments of their own pointing at the original with `originalPaymentId`; what the API returns
 * (associated payments, refundable, voidable, amounts refundable) is derived from these on read.
 */
export interface MockPayment {
  id: number;
  clientSlug: string;
  agencySlug: string;
  agency: string;
  status: string;
  type: string;
  paymentProcessTypeName: 'payment' | 'refund' | 'chargeback' | 'chargeback_reversal' | 'ach_return';
  paymentInitiator: string;
  paymentChannel: string;
  paymentSource: string;
  paymentSourceSlug: string;
  serviceType: string;
  serviceTypeSlug: string;
  obligationSlug: string | null;
  totalAmount: number;
  subtotal: number;
  serviceFee: number;
  originalPaymentId: number | null;
  accountNumber: string | null;
  createdAt: string;
  fundedAt: string | null;
  refundTypeAllowed: string | null;
  creditCard?: {
    type: string;
    firstSix: string;
    lastFour: string;
    cardholderName: string;
    expMonth: number;
    expYear: number;
    zipCode: string;
  };
  bankAccount?: { lastFour: string; bankAccountHolderName: string; bankAccountType: string };
  wirePayment?: { name: string; description: string; effectiveDate: string };
  hasCheckImages?: boolean;
  specificParams?: { emailAddress?: string; reversalReason?: string };
  lineItems: MockLineItem[];
}

/** The service types and payment sources an agency offers, for the search filters. */
export interface MockAgencyPaymentOptions {
  id: string;
  clientSlug: string;
  serviceTypes: { value: string; label: string }[];
  paymentSources: { value: string; label: string }[];
}

export const FIRST_PAYMENT_ID = 1_000_001;

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Service types per agency name; the obligation decides the labels of their line items. */
const SERVICES: Record<string, [string, string | null][]> = {
  'Water Utilities': [
    ['Water bill', 'water-bill'],
    ['Sewer service', 'water-bill'],
    ['Meter installation', null],
  ],
  'Parks & Recreation': [
    ['Program registration', null],
    ['Facility rental', null],
    ['Season pass', null],
  ],
  'Municipal Court': [
    ['Court fine', 'court-fine'],
    ['Traffic citation', 'court-fine'],
    ['Bond payment', 'court-fine'],
  ],
  'Property Tax Office': [
    ['Property tax', 'property-tax'],
    ['Tax penalty', 'property-tax'],
  ],
  'Parking Services': [
    ['Parking citation', 'parking-citation'],
    ['Parking permit', null],
  ],
  'Building Permits': [
    ['Building permit', 'building-permit'],
    ['Inspection fee', 'building-permit'],
    ['Plan review', 'building-permit'],
  ],
  'Public Utilities': [
    ['Utility bill', 'utility-bill'],
    ['Trash collection', 'utility-bill'],
  ],
  'Animal Services': [
    ['Dog license', 'dog-license'],
    ['Adoption fee', null],
  ],
  'Town Clerk': [
    ['Records request', null],
    ['Marriage license', null],
  ],
  Treasury: [
    ['Business tax', null],
    ['Miscellaneous receivable', null],
  ],
  'Motor Vehicles': [
    ['Vehicle registration', null],
    ['Title transfer', null],
  ],
  'Business Licensing': [
    ['Business license', null],
    ['License renewal', null],
  ],
};
const FALLBACK_SERVICES: [string, string | null][] = [
  ['General payment', null],
  ['Miscellaneous fee', null],
];

const SOURCES = ['Web portal', 'Mobile app', 'Kiosk network', 'Cashier window', 'IVR phone', 'Lockbox', 'Mail-in'];

const CARD_TYPES = ['visa', 'master_card', 'discover', 'amex'] as const;
const FIRST_SIX: Record<(typeof CARD_TYPES)[number], string[]> = {
  visa: ['411111', '424242', '400005', '453201'],
  master_card: ['510510', '555555', '222300', '545454'],
  discover: ['601111', '644564', '650002'],
  amex: ['378282', '371449', '340000'],
};

const METHODS: [string, number][] = [
  ['credit_card', 38],
  ['bank_account', 14],
  ['externally_processed_card', 5],
  ['external_read_credit_card', 4],
  ['encrypted_card', 4],
  ['cash', 9],
  ['check', 8],
  ['wire_payment', 4],
  ['token', 7],
  ['token_check', 5],
  ['loyalty_voucher', 1],
  ['legacy_import', 1],
];
const CARD_METHODS = new Set([
  'credit_card',
  'externally_processed_card',
  'external_read_credit_card',
  'encrypted_card',
  'token',
]);
const BANK_METHODS = new Set(['bank_account', 'token_check']);

const STATUSES: [string, number][] = [
  ['successful', 820],
  ['pending', 30],
  ['voided', 40],
  ['failed', 25],
  ['errored', 15],
  ['duplicated', 8],
  ['expired', 8],
  ['rejected', 8],
  ['rejected_velocity', 5],
  ['reversal_needed', 5],
  ['debited', 5],
  ['credited', 5],
];

const REFUND_TYPES: [string, number][] = [
  ['FULL_AMOUNT', 30],
  ['PARTIAL_AMOUNT_FULL_LINE_ITEM', 30],
  ['PARTIAL_AMOUNT_PARTIAL_LINE_ITEM', 40],
];

const CLIENT_WEIGHTS: [string, number][] = [
  ['springfield', 60],
  ['shelbyville', 20],
  ['capital-city', 20],
];

const LINE_DESCRIPTIONS = [
  'Current charges',
  'Past due balance',
  'Late fee',
  'Installment',
  'Annual fee',
  'Adjustment',
  'Deposit',
];
const REVERSAL_REASONS = [
  'Insufficient funds',
  'Account closed',
  'Unauthorized transaction',
  'Fraudulent charge',
  'Duplicate processing',
];
const DAY_MS = 86_400_000;

/** The next weekday after an instant, at noon UTC: when a payment's funds settle. */
export const nextBusinessDay = (iso: string): string => {
  const day = new Date(iso);
  day.setUTCHours(12, 0, 0, 0);
  do day.setTime(day.getTime() + DAY_MS);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6);
  return day.toISOString();
};

interface Draft extends Omit<MockPayment, 'id' | 'originalPaymentId'> {
  original?: Draft;
  fixture?: boolean;
  id?: number;
}

interface AgencyInfo {
  agency: MockAgency;
  client: MockClient;
  services: { name: string; slug: string; obligation: string | null }[];
  sources: { name: string; slug: string }[];
}

const agencyInfos = (rng: Rng, core: CoreSeed): Map<string, AgencyInfo[]> => {
  const byClient = new Map<string, AgencyInfo[]>();
  for (const client of core.clients) {
    const infos = core.agencies
      .filter(agency => agency.clientSlug === client.slug)
      .map(agency => {
        const obligations = new Set(client.obligations.map(obligation => obligation.obligationSlug));
        const services = (SERVICES[agency.name] ?? FALLBACK_SERVICES).map(([name, obligation]) => ({
          name,
          slug: slugify(name),
          obligation: obligation && obligations.has(obligation) ? obligation : null,
        }));
        const sources = rng
          .shuffle([...SOURCES])
          .slice(0, rng.int(3, 5))
          .sort()
          .map(name => ({ name, slug: slugify(name) }));
        return { agency, client, services, sources };
      });
    byClient.set(client.slug, infos);
  }
  return byClient;
};

const isUuid = (text: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-/i.test(text);

const personName = (rng: Rng) => `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;

const accountNumberFor = (rng: Rng, info: AgencyInfo) => {
  const roll = rng.next();
  if (roll < 0.03) return null;
  if (roll < 0.05) return rng.uuid();
  const prefix = info.agency.name
    .split(/\W+/)
    .filter(Boolean)
    .map(word => word[0])
    .join('')
    .toUpperCase();
  return `${prefix}-${rng.digits(6)}`;
};

const lineAttributes = (
  rng: Rng,
  info: AgencyInfo,
  obligationSlug: string | null,
  accountNumber: string | null,
  serviceName: string,
) => {
  const obligation = info.client.obligations.find(candidate => candidate.obligationSlug === obligationSlug);
  if (!obligation || rng.chance(0.08)) return undefined;
  const { description, subDescription } = obligation.paymentAttributes;
  return {
    [description]: `${serviceName} · ${rng.pick(LINE_DESCRIPTIONS)}`,
    [subDescription]:
      accountNumber && !isUuid(accountNumber)
        ? accountNumber
        : `${subDescription.slice(0, 3).toUpperCase()}-${rng.digits(5)}`,
  };
};

interface PaymentShape {
  info: AgencyInfo;
  createdAt: string;
  method: string;
  status: string;
  lines?: number[];
  channel?: string;
  autopay?: boolean;
  refundType?: string;
  funded?: boolean;
  accountNumber?: string | null;
  cardholderName?: string;
  cardType?: (typeof CARD_TYPES)[number];
  lastFour?: string;
  bankHolder?: string;
}

/** One payment of a given shape; what the shape leaves open is drawn from the rng. */
const makePayment = (rng: Rng, shape: PaymentShape, lineIds: { next: number }): Draft => {
  const { info, method, status, createdAt } = shape;
  const service = rng.pick(info.services);
  const source = rng.pick(info.sources);
  const accountNumber = shape.accountNumber !== undefined ? shape.accountNumber : accountNumberFor(rng, info);
  const amounts =
    shape.lines ??
    Array.from(
      {
        length: rng.weighted([
          [1, 50],
          [2, 30],
          [3, 14],
          [4, 6],
        ] as [number, number][]),
      },
      () => rng.int(5, 2500) * (rng.chance(0.5) ? 100 : rng.int(1, 99)),
    );
  const lineItems: MockLineItem[] = amounts.map(amountInCents => ({
    id: lineIds.next++,
    customAttributes: lineAttributes(rng, info, service.obligation, accountNumber, service.name),
    amountInCents,
    amountRefundedInCents: 0,
  }));
  const subtotal = lineItems.reduce((sum, item) => sum + item.amountInCents, 0);
  const isCard = CARD_METHODS.has(method);
  const serviceFee = isCard ? Math.round(subtotal * 0.025) : BANK_METHODS.has(method) ? 150 : 0;
  const channel =
    shape.channel ??
    (method === 'cash' || method === 'check'
      ? rng.pick(['cashier', 'kiosk'])
      : rng.weighted([
          ['web', 60],
          ['kiosk', 15],
          ['cashier', 25],
        ] as [string, number][]));
  const autopay = shape.autopay ?? (channel === 'web' && (isCard || BANK_METHODS.has(method)) && rng.chance(0.15));
  const settled = ['successful', 'refunded', 'debited', 'credited', 'reversal_needed'].includes(status);
  const funded = shape.funded ?? settled;
  const payment: Draft = {
    clientSlug: info.client.slug,
    agencySlug: info.agency.slug,
    agency: info.agency.name,
    status,
    type: method,
    paymentProcessTypeName: 'payment',
    paymentInitiator: autopay ? 'schedule_service' : channel === 'web' ? 'customer' : 'cashier',
    paymentChannel: channel,
    paymentSource: source.name,
    paymentSourceSlug: source.slug,
    serviceType: service.name,
    serviceTypeSlug: service.slug,
    obligationSlug: service.obligation,
    totalAmount: subtotal + serviceFee,
    subtotal,
    serviceFee,
    accountNumber,
    createdAt,
    fundedAt: funded ? nextBusinessDay(createdAt) : null,
    refundTypeAllowed: shape.refundType ?? rng.weighted(REFUND_TYPES),
    lineItems,
  };
  if (isCard) {
    const type = shape.cardType ?? rng.pick(CARD_TYPES);
    payment.creditCard = {
      type,
      firstSix: rng.pick(FIRST_SIX[type]),
      lastFour: shape.lastFour ?? rng.digits(4),
      cardholderName: shape.cardholderName ?? personName(rng),
      expMonth: rng.int(1, 12),
      expYear: new Date(createdAt).getUTCFullYear() + rng.int(1, 5),
      zipCode: rng.digits(5),
    };
  }
  if (BANK_METHODS.has(method)) {
    payment.bankAccount = {
      lastFour: shape.lastFour ?? rng.digits(4),
      bankAccountHolderName: shape.bankHolder ?? personName(rng),
      bankAccountType: rng.pick(['checking', 'savings']),
    };
  }
  if (method === 'wire_payment') {
    payment.wirePayment = {
      name: `${rng.pick(LAST_NAMES)} Holdings LLC`,
      description: `Wire ${rng.digits(8)} · ${service.name}`,
      effectiveDate: createdAt.slice(0, 10),
    };
  }
  if (method === 'check') payment.hasCheckImages = true;
  if (channel === 'web')
    payment.specificParams = {
      emailAddress:
        `${rng.pick(FIRST_NAMES)}.${rng.pick(LAST_NAMES)}`
          .normalize('NFD')
          .replace(/[^A-Za-z.]/g, '')
          .toLowerCase() + '@example.net',
    };
  return payment;
};

/** A payment related to an original (refund, chargeback, reversal, ACH return), carrying its method and agency. */
const related = (
  original: Draft,
  kind: MockPayment['paymentProcessTypeName'],
  createdAt: string,
  lines: MockLineItem[],
  extra: Partial<Draft> = {},
): Draft => {
  const subtotal = lines.reduce((sum, line) => sum + line.amountInCents, 0);
  return {
    ...original,
    status: kind === 'refund' ? 'refunded' : kind,
    paymentProcessTypeName: kind,
    totalAmount: subtotal,
    subtotal,
    serviceFee: 0,
    createdAt,
    fundedAt: nextBusinessDay(createdAt),
    refundTypeAllowed: null,
    lineItems: lines,
    original,
    specificParams: kind === 'refund' ? undefined : { reversalReason: extra.specificParams?.reversalReason },
    hasCheckImages: undefined,
    ...extra,
  };
};

const refundLines = (original: Draft, share: (line: MockLineItem) => number): MockLineItem[] =>
  original.lineItems
    .map((line): MockLineItem | undefined => {
      const amount = share(line);
      if (amount <= 0) return undefined;
      line.amountRefundedInCents += amount;
      // A refund's line items carry the ids of the lines they refund.
      return {
        id: line.id,
        customAttributes: line.customAttributes,
        amountInCents: amount,
        amountRefundedInCents: amount,
      };
    })
    .filter((line): line is MockLineItem => !!line);

/** End-to-end fixtures: payments whose account numbers name what they are for, 3 of each mutable kind (one per retry). */
const fixtures = (rng: Rng, info: AgencyInfo, reference: number, lineIds: { next: number }): Draft[] => {
  const out: Draft[] = [];
  let minute = 0;
  const at = () => new Date(reference - 60 * 60_000 - minute++ * 60_000).toISOString();
  const threeDaysAgo = new Date(reference - 3 * DAY_MS).toISOString();
  const fundedYesterday = (draft: Draft) =>
    Object.assign(draft, { createdAt: threeDaysAgo, fundedAt: nextBusinessDay(threeDaysAgo) });
  const add = (draft: Draft) => out.push(Object.assign(draft, { fixture: true }));
  const shape = (method: string, extra: Partial<PaymentShape> = {}): PaymentShape => ({
    info,
    createdAt: at(),
    method,
    status: 'successful',
    ...extra,
  });
  for (let n = 0; n < 3; n++) {
    for (const name of ['VOID', 'VOID-FAIL', 'VOID-DOUBLE']) {
      add(
        makePayment(
          rng,
          shape('credit_card', {
            accountNumber: `E2E-${name}-${n}`,
            funded: false,
            refundType: 'FULL_AMOUNT',
            lines: [4200, 1800],
          }),
          lineIds,
        ),
      );
    }
    const refunds: [string, string, number[]][] = [
      ['REFUND-FULL', 'FULL_AMOUNT', [2500, 1500]],
      ['REFUND-FAIL', 'FULL_AMOUNT', [3000]],
      ['REFUND-DOUBLE', 'FULL_AMOUNT', [1234, 1000]],
      ['REFUND-LINE', 'PARTIAL_AMOUNT_FULL_LINE_ITEM', [5000, 2500, 1250]],
      ['REFUND-AMOUNT', 'PARTIAL_AMOUNT_PARTIAL_LINE_ITEM', [10000, 4000, 1500]],
    ];
    for (const [name, refundType, lines] of refunds) {
      add(
        fundedYesterday(
          makePayment(rng, shape('credit_card', { accountNumber: `E2E-${name}-${n}`, refundType, lines }), lineIds),
        ),
      );
    }
  }
  const readOnly: [string, string, Partial<PaymentShape>][] = [
    ['CARD', 'credit_card', { cardType: 'visa', lastFour: '4242', cardholderName: 'Zelda Fixture', channel: 'web' }],
    ['AMEX', 'credit_card', { cardType: 'amex', lastFour: '0005', autopay: true, channel: 'web' }],
    ['BANK', 'bank_account', { lastFour: '6789', bankHolder: 'Quentin Fixture' }],
    ['WIRE', 'wire_payment', {}],
    ['CASH', 'cash', { channel: 'cashier' }],
    ['CHECK', 'check', { channel: 'cashier' }],
    ['TOKEN', 'token', {}],
    ['TOKEN-CHECK', 'token_check', {}],
    ['EXTERNAL-CARD', 'externally_processed_card', {}],
    ['UNKNOWN', 'loyalty_voucher', {}],
  ];
  for (const [name, method, extra] of readOnly)
    add(fundedYesterday(makePayment(rng, shape(method, { accountNumber: `E2E-${name}`, ...extra }), lineIds)));
  add(
    makePayment(rng, shape('credit_card', { accountNumber: 'E2E-ERRORED', status: 'errored', funded: false }), lineIds),
  );
  add(
    makePayment(rng, shape('credit_card', { accountNumber: 'E2E-VOIDED', status: 'voided', funded: false }), lineIds),
  );

  // One payment with every kind of relation: a partial refund, a chargeback and its reversal.
  const original = fundedYesterday(
    makePayment(
      rng,
      shape('credit_card', {
        accountNumber: 'E2E-RELATED',
        refundType: 'PARTIAL_AMOUNT_PARTIAL_LINE_ITEM',
        lines: [8000, 6000, 4000, 2000],
      }),
      lineIds,
    ),
  );
  add(original);
  const later = (hours: number) => new Date(Date.parse(original.createdAt) + hours * 3_600_000).toISOString();
  for (const [hours, share] of [
    [26, 1000],
    [30, 500],
    [34, 250],
    [38, 125],
  ] as const) {
    add(
      related(
        original,
        'refund',
        later(hours),
        refundLines(original, line => (line.amountInCents >= 6000 ? share : 0)),
      ),
    );
  }
  add(
    related(
      original,
      'chargeback',
      later(40),
      [{ id: lineIds.next++, amountInCents: 2000, amountRefundedInCents: 0 }],
      { specificParams: { reversalReason: 'Fraudulent charge' } },
    ),
  );
  add(
    related(
      original,
      'chargeback_reversal',
      later(44),
      [{ id: lineIds.next++, amountInCents: 2000, amountRefundedInCents: 0 }],
      { specificParams: { reversalReason: 'Evidence accepted' } },
    ),
  );
  const bank = fundedYesterday(
    makePayment(rng, shape('bank_account', { accountNumber: 'E2E-ACH', lines: [7500] }), lineIds),
  );
  add(bank);
  add(
    related(
      bank,
      'ach_return',
      later(48),
      [{ id: lineIds.next++, amountInCents: bank.totalAmount, amountRefundedInCents: 0 }],
      { specificParams: { reversalReason: 'Insufficient funds' } },
    ),
  );
  const fourDaysAgo = new Date(reference - 4 * DAY_MS).toISOString();
  // The history's tests: a refund with a reason (one per retry), notes added, a receipt e-mailed to the web payer.
  // Added after the fixtures above and older than them, so a search for every fixture still shows those on its first page.
  const fundedAfterFourDays = (draft: Draft) =>
    Object.assign(draft, { createdAt: fourDaysAgo, fundedAt: nextBusinessDay(fourDaysAgo) });
  for (let n = 0; n < 3; n++)
    add(
      fundedAfterFourDays(
        makePayment(
          rng,
          shape('credit_card', {
            accountNumber: `E2E-NOTE-REFUND-${n}`,
            refundType: 'FULL_AMOUNT',
            lines: [2200, 800],
          }),
          lineIds,
        ),
      ),
    );
  add(
    fundedAfterFourDays(
      makePayment(rng, shape('credit_card', { accountNumber: 'E2E-NOTES', channel: 'web' }), lineIds),
    ),
  );
  add(
    fundedAfterFourDays(
      makePayment(rng, shape('credit_card', { accountNumber: 'E2E-RECEIPT', channel: 'web' }), lineIds),
    ),
  );
  // Added last, so the fixtures above keep their ids and values, and older than them, so a search for them all still
  // shows those on its first page.
  for (let n = 0; n < 3; n++)
    add(
      makePayment(
        rng,
        shape('credit_card', {
          accountNumber: `E2E-VOID-LEAVE-${n}`,
          funded: false,
          createdAt: fourDaysAgo,
          refundType: 'FULL_AMOUNT',
          lines: [4200, 1800],
        }),
        lineIds,
      ),
    );
  for (let n = 0; n < 3; n++)
    add(
      Object.assign(
        makePayment(
          rng,
          shape('credit_card', {
            accountNumber: `E2E-REFUND-TWICE-${n}`,
            refundType: 'PARTIAL_AMOUNT_FULL_LINE_ITEM',
            lines: [5000, 2500, 1250],
          }),
          lineIds,
        ),
        { createdAt: fourDaysAgo, fundedAt: nextBusinessDay(fourDaysAgo) },
      ),
    );
  return out;
};

/**
 * At least 20,000 payments (200,000 large) over the two years before the reference date, for every
 * client and agency, in every status, method, channel, source, mode and service type; with refunds,
 * chargebacks, reversals and ACH returns as payments of their own; plus the end-to-end fixtures.
 */
export const seedPayments = (
  ctx: SeedContext,
  core: CoreSeed,
): { payments: MockPayment[]; payment_options: MockAgencyPaymentOptions[] } => {
  const { rng } = ctx;
  const reference = Date.parse(ctx.referenceDate);
  const span = 2 * 365 * DAY_MS;
  const infos = agencyInfos(rng, core);
  const lineIds = { next: 1 };
  const base = ctx.scale === 'large' ? 200_000 : 20_000;
  const drafts: Draft[] = [];

  for (let i = 0; i < base; i++) {
    // Every agency gets payments: the first rounds go through them in turn.
    const clientSlug = i < 36 ? core.clients[i % core.clients.length].slug : rng.weighted(CLIENT_WEIGHTS);
    const agencies = infos.get(clientSlug)!;
    const info = i < 36 ? agencies[Math.floor(i / core.clients.length) % agencies.length] : rng.pick(agencies);
    const createdAt = new Date(reference - 3_600_000 - Math.floor(rng.next() * span)).toISOString();
    const method = rng.weighted(METHODS);
    let status = rng.weighted(STATUSES);
    if (method === 'loyalty_voucher' || method === 'legacy_import') status = rng.chance(0.7) ? 'successful' : status;
    // Payments whose funding day has not come (the last day's, a Friday's over the weekend) have not settled yet: those
    // are the ones that can still be voided, and none is shown funded on a day still to come.
    const young = Date.parse(nextBusinessDay(createdAt)) > reference - 3_600_000;
    const draft = makePayment(rng, { info, createdAt, method, status, funded: young ? false : undefined }, lineIds);
    drafts.push(draft);

    if (status !== 'successful' || young || method === 'loyalty_voucher' || method === 'legacy_import') continue;
    const roll = rng.next();
    // Related payments come days later; one that would fall after the reference date lands in the time left instead.
    const after = (days: number) => {
      // Nothing is refunded or reversed before the payment was funded.
      const created = Math.max(Date.parse(createdAt), Date.parse(draft.fundedAt ?? createdAt));
      const at = created + days * DAY_MS;
      return new Date(
        at < reference - 3_600_000 ? at : created + Math.floor((reference - 3_600_000 - created) * rng.next()),
      ).toISOString();
    };
    if (roll < 0.02) {
      // Fully refunded.
      drafts.push(
        related(
          draft,
          'refund',
          after(rng.int(1, 20)),
          refundLines(draft, line => line.amountInCents),
        ),
      );
      draft.status = 'refunded';
    } else if (roll < 0.04 && draft.refundTypeAllowed !== 'FULL_AMOUNT') {
      // Partly refunded, once or twice.
      const times = rng.int(1, 2);
      for (let t = 0; t < times; t++) {
        const refund = refundLines(draft, line => {
          const left = line.amountInCents - line.amountRefundedInCents;
          if (left <= 0 || rng.chance(0.5)) return 0;
          return draft.refundTypeAllowed === 'PARTIAL_AMOUNT_FULL_LINE_ITEM'
            ? left
            : Math.max(1, Math.floor(left / rng.int(2, 4)));
        });
        if (refund.length) drafts.push(related(draft, 'refund', after(rng.int(1, 20) + t), refund));
      }
      if (draft.lineItems.every(line => line.amountRefundedInCents >= line.amountInCents)) draft.status = 'refunded';
    } else if (roll < 0.05 && draft.creditCard) {
      const reason = rng.pick(REVERSAL_REASONS);
      drafts.push(
        related(
          draft,
          'chargeback',
          after(rng.int(5, 40)),
          [{ id: lineIds.next++, amountInCents: draft.totalAmount, amountRefundedInCents: 0 }],
          { specificParams: { reversalReason: reason } },
        ),
      );
      if (rng.chance(0.4)) {
        drafts.push(
          related(
            draft,
            'chargeback_reversal',
            after(rng.int(41, 60)),
            [{ id: lineIds.next++, amountInCents: draft.totalAmount, amountRefundedInCents: 0 }],
            { specificParams: { reversalReason: 'Evidence accepted' } },
          ),
        );
      }
    } else if (roll < 0.07 && draft.bankAccount) {
      drafts.push(
        related(
          draft,
          'ach_return',
          after(rng.int(2, 6)),
          [{ id: lineIds.next++, amountInCents: draft.totalAmount, amountRefundedInCents: 0 }],
          { specificParams: { reversalReason: rng.pick(REVERSAL_REASONS) } },
        ),
      );
    } else if (roll < 0.075) {
      // A refund that failed: shown with a leading minus, as its originalPaymentId is set.
      const failed = related(draft, 'refund', after(rng.int(1, 10)), [
        { id: lineIds.next++, amountInCents: draft.subtotal, amountRefundedInCents: 0 },
      ]);
      failed.status = 'failed';
      failed.fundedAt = null;
      drafts.push(failed);
    }
  }

  const springfield = infos.get('springfield')!;
  const fixtureDrafts = fixtures(rng, springfield[0], reference, lineIds);

  // A refund or a reversal made in the last days settles on a business day still to come: not funded yet.
  for (const draft of drafts) if (draft.fundedAt && Date.parse(draft.fundedAt) > reference) draft.fundedAt = null;

  // Ids grow with time, as a real payment API's do; the fixtures come last, the newest.
  drafts.sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
  const all = [...drafts, ...fixtureDrafts];
  all.forEach((draft, index) => (draft.id = FIRST_PAYMENT_ID + index));
  const payments: MockPayment[] = all.map(draft => {
    const { original, fixture: _fixture, ...rest } = draft;
    return {
      ...rest,
      id: draft.id!,
      originalPaymentId: original?.id ?? null,
      lineItems: draft.lineItems.map(line => ({ ...line })),
    };
  });

  const options: MockAgencyPaymentOptions[] = [...infos.values()].flat().map(info => ({
    id: info.agency.slug,
    clientSlug: info.client.slug,
    serviceTypes: info.services.map(service => ({ value: service.slug, label: service.name })),
    paymentSources: info.sources.map(source => ({ value: source.slug, label: source.name })),
  }));

  return { payments, payment_options: options };
};
