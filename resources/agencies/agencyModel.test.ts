import { i18nProvider } from '../../src/i18n';
import {
  agencyFormValues,
  buildAgencyCreate,
  buildAgencyUpdate,
  expandSelectAll,
  feeLocks,
  newAgencyValues,
  SELECT_ALL,
  validateAgency,
  type AgencyFormValues,
} from './agencyModel';

const t = i18nProvider.translate;
const SPLIT_DISABLED =
  'Split Fee fields are disabled because Convenience Fee fields have values. Clear the Convenience Fee fields to enable these.';

const valid: AgencyFormValues = {
  ...newAgencyValues(),
  code: 'WTR',
  slug: 'water',
  description: 'Water Utilities',
  split_tender: false,
  location_ids: [1, 2],
};

describe('validateAgency', () => {
  it('keeps fees within what a cashier would accept, each with its field message', () => {
    expect(
      validateAgency(
        { ...valid, convenience_fee: '99999999999999999999', max_card_amount_allowed: '1234567890123456.78' },
        'edit',
        t,
      ),
    ).toEqual({
      convenience_fee: 'Convenience Fee must be at most 9999999.99',
      max_card_amount_allowed: 'Max Card Amount Allowed must be at most 9999999.99',
    });
    expect(validateAgency({ ...valid, service_fee_percentage: '250', minimum_service_fee: '1.00' }, 'edit', t)).toEqual(
      {
        service_fee_percentage: 'Service Fee Percentage must be at most 100.00',
      },
    );
    expect(
      validateAgency({ ...valid, convenience_fee: '100.01', max_card_amount_allowed: '100.00' }, 'edit', t),
    ).toEqual({
      convenience_fee: 'Convenience Fee must not be more than the Max Card Amount Allowed',
    });
    expect(
      validateAgency({ ...valid, convenience_fee: '9999999.99', max_card_amount_allowed: '9999999.99' }, 'edit', t),
    ).toEqual({});
    expect(
      validateAgency({ ...valid, service_fee_percentage: '100', minimum_service_fee: '9999999.99' }, 'edit', t),
    ).toEqual({});
  });

  it('sends the largest fees exactly and reads them back as typed', () => {
    const payload = buildAgencyUpdate(
      { ...valid, split_tender: false, convenience_fee: '9999999.99', max_card_amount_allowed: '9999999.99' },
      7,
    );
    expect(payload.agency_fee_config).toMatchObject({
      convenience_fee: 9999999.99,
      max_card_amount_allowed: 9999999.99,
    });
    const back = agencyFormValues({ ...payload, client_id: 1, locations: [] });
    expect([back.convenience_fee, back.max_card_amount_allowed]).toEqual(['9999999.99', '9999999.99']);
  });

  it('requires code, slug, description and split tender', () => {
    // A new agency's split tender starts unset: a choice to make, not a default of No.
    expect(newAgencyValues().split_tender).toBeNull();
    expect(validateAgency(newAgencyValues(), 'create', t)).toEqual({
      code: 'Code is required',
      slug: 'Slug is required',
      description: 'Description is required',
      split_tender: 'Split Tender Allowed is required',
    });
    expect(validateAgency(valid, 'create', t)).toEqual({});
    expect(validateAgency({ ...valid, code: '   ' }, 'create', t)).toEqual({ code: 'Code is required' });
  });

  it.each([
    ['1', true],
    ['1.5', true],
    ['1.50', true],
    ['1200', true],
    ['1.505', false],
    ['.5', false],
    ['1.', false],
    ['-1', false],
    ['1,50', false],
    ['abc', false],
  ])('the decimal pattern takes %s: %s', (value, ok) => {
    const errors = validateAgency(
      { ...valid, convenience_fee: value, max_card_amount_allowed: '9999999.99' },
      'edit',
      t,
    );
    expect(errors.convenience_fee).toBe(ok ? undefined : 'Convenience Fee must be decimal or integer');
  });

  it.each<[string, Partial<AgencyFormValues>, Record<string, string>]>([
    [
      'convenience fee alone',
      { convenience_fee: '1.50' },
      { max_card_amount_allowed: 'Max Card Amount Allowed is required' },
    ],
    ['max card amount alone', { max_card_amount_allowed: '99.50' }, { convenience_fee: 'Convenience Fee is required' }],
    ['both convenience fields', { convenience_fee: '1.50', max_card_amount_allowed: '99.50' }, {}],
    [
      'service fee percentage alone',
      { service_fee_percentage: '2.5' },
      { minimum_service_fee: 'Minimum Service Fee is required' },
    ],
    [
      'minimum service fee alone',
      { minimum_service_fee: '1' },
      { service_fee_percentage: 'Service Fee Percentage is required' },
    ],
    ['both service fields', { service_fee_percentage: '2.5', minimum_service_fee: '1' }, {}],
    ['split fee MID alone', { split_fee_mid: '8788' }, { split_fee_text: 'Split Fee Text is required' }],
    ['split fee text alone', { split_fee_text: 'Fee' }, { split_fee_mid: 'Split Fee MID is required' }],
    ['both split fields', { split_fee_mid: '8788', split_fee_text: 'Fee' }, {}],
    ['no fees', {}, {}],
  ])('edit mode pairs: %s', (_name, fees, expected) => {
    expect(validateAgency({ ...valid, ...fees }, 'edit', t)).toEqual(expected);
  });

  it('leaves fees alone in create mode, where the section is not shown', () => {
    expect(validateAgency({ ...valid, convenience_fee: 'abc' }, 'create', t)).toEqual({});
  });
});

describe('feeLocks', () => {
  it.each<[string, Partial<AgencyFormValues>, { splitDisabled: boolean; convenienceDisabled: boolean }]>([
    ['nothing', {}, { splitDisabled: false, convenienceDisabled: false }],
    ['a convenience fee', { convenience_fee: '1.50' }, { splitDisabled: true, convenienceDisabled: false }],
    ['a max card amount', { max_card_amount_allowed: '99.50' }, { splitDisabled: true, convenienceDisabled: false }],
    ['a split fee MID', { split_fee_mid: '8788' }, { splitDisabled: false, convenienceDisabled: true }],
    ['a split fee text', { split_fee_text: 'Fee' }, { splitDisabled: false, convenienceDisabled: true }],
    ['a service fee percentage', { service_fee_percentage: '2' }, { splitDisabled: false, convenienceDisabled: true }],
    ['a minimum service fee', { minimum_service_fee: '1' }, { splitDisabled: false, convenienceDisabled: true }],
    ['blank text', { convenience_fee: '  ' }, { splitDisabled: false, convenienceDisabled: false }],
    [
      'both groups (bad data stays editable)',
      { convenience_fee: '1', split_fee_mid: '8788' },
      { splitDisabled: false, convenienceDisabled: false },
    ],
  ])('with %s', (_name, values, expected) => {
    expect(feeLocks(values)).toEqual(expected);
  });

  it('has the spec message for the split group', () => {
    expect(t('rm.pos.agency.splitDisabled')).toBe(SPLIT_DISABLED);
  });
});

describe('expandSelectAll', () => {
  it.each<[string, (number | string)[], (number | string)[]]>([
    ['Select All with nothing chosen picks all', [SELECT_ALL], [1, 2, 3]],
    ['Select All with some chosen picks all', [1, SELECT_ALL], [1, 2, 3]],
    ['Select All with all chosen clears', [1, 2, 3, SELECT_ALL], []],
    ['a plain choice is kept', [3, 1], [3, 1]],
  ])('%s', (_name, next, expected) => {
    expect(expandSelectAll(next, [1, 2, 3])).toEqual(expected);
  });
});

describe('agency payloads', () => {
  const edit = {
    id: 7,
    client_id: 1,
    code: 'WTR',
    slug: 'water',
    description: 'Water Utilities',
    split_tender: true,
    location_ids: [2, 3],
    locations: [],
    receipt_attributes: { header_url: 'https://x.example.com/h.png', pay_at_message: null },
    agency_fee_config: {
      split_fee_mid: null,
      split_fee_text: null,
      convenience_fee: 1.5,
      max_card_amount_allowed: 99.5,
      service_fee_percentage: null,
      minimum_service_fee: null,
    },
  };

  it('flattens the edit response into the form fields', () => {
    expect(agencyFormValues(edit)).toEqual({
      code: 'WTR',
      slug: 'water',
      description: 'Water Utilities',
      split_tender: true,
      location_ids: [2, 3],
      header_url: 'https://x.example.com/h.png',
      pay_at_message: null,
      split_fee_mid: null,
      split_fee_text: null,
      convenience_fee: '1.50',
      max_card_amount_allowed: '99.50',
      service_fee_percentage: null,
      minimum_service_fee: null,
    });
  });

  it('creates with the client, never sending Select All', () => {
    expect(
      buildAgencyCreate({ ...valid, location_ids: [SELECT_ALL, 1, '2'], pay_at_message: ' Pay at City Hall ' }, 4),
    ).toEqual({
      client_id: 4,
      code: 'WTR',
      slug: 'water',
      description: 'Water Utilities',
      split_tender: false,
      location_ids: [1, 2],
      receipt_attributes: { header_url: null, pay_at_message: 'Pay at City Hall' },
    });
  });

  it('updates with the fee config, convenience fee and max card amount as numbers', () => {
    const payload = buildAgencyUpdate(
      { ...agencyFormValues(edit), convenience_fee: '1.50', max_card_amount_allowed: '99.50' },
      7,
    );
    expect(payload).toEqual({
      id: 7,
      code: 'WTR',
      slug: 'water',
      description: 'Water Utilities',
      split_tender: true,
      location_ids: [2, 3],
      receipt_attributes: { header_url: 'https://x.example.com/h.png', pay_at_message: null },
      agency_fee_config: {
        split_fee_mid: null,
        split_fee_text: null,
        convenience_fee: 1.5,
        max_card_amount_allowed: 99.5,
        service_fee_percentage: null,
        minimum_service_fee: null,
      },
    });
    const split = buildAgencyUpdate(
      {
        ...valid,
        split_fee_mid: '8788',
        split_fee_text: 'Fee',
        service_fee_percentage: '2.50',
        minimum_service_fee: '1.00',
      },
      7,
    );
    expect(split.agency_fee_config).toEqual({
      split_fee_mid: '8788',
      split_fee_text: 'Fee',
      convenience_fee: null,
      max_card_amount_allowed: null,
      service_fee_percentage: '2.50',
      minimum_service_fee: '1.00',
    });
  });
});
