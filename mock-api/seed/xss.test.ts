import { generateSeed } from './index';
import { XSS_MARKUP, XSS_URL, xssSeed } from './xss';

type Row = Record<string, unknown>;

describe('the XSS seed', () => {
  const reference = '2026-11-21T12:00:00.000Z';
  // Off unless asked for (MOCK_XSS is not set here).
  const plain = generateSeed('default', reference);
  const poisoned = generateSeed('default', reference, { xss: true });
  const first = (name: string, index = 0) => [
    plain[name][index] as unknown as Row,
    poisoned[name][index] as unknown as Row,
  ];

  it('puts a script payload in display strings and keeps the original text after it', () => {
    const [user, xssUser] = first('users');
    expect(xssUser.first_name).toBe(`${XSS_MARKUP}${user.first_name}`);
    expect(xssUser.last_name).toBe(`${XSS_MARKUP}${user.last_name}`);
    const [client, xssClient] = first('clients');
    expect(xssClient.name).toBe(`${XSS_MARKUP}${client.name}`);
    expect(xssClient.brand).toBe(`${XSS_MARKUP}${client.brand}`);
    expect(xssClient.paymentPortalUrl).toBe(`${XSS_URL}${client.paymentPortalUrl}`);
    const [location, xssLocation] = first('pos_locations');
    expect(xssLocation.address_1).toBe(`${XSS_MARKUP}${location.address_1}`);
  });

  it('keeps ids, slugs, emails and enums, so the app still works', () => {
    const [user, xssUser] = first('users');
    for (const key of [
      'id',
      'email',
      'role',
      'pos_role',
      'providerStatus',
      'credentialsProvider',
      'clientSlug',
      'timezone',
      'created_at',
    ])
      expect(xssUser[key]).toEqual(user[key]);
    const [payment, xssPayment] = first('payments');
    for (const key of ['id', 'status', 'type', 'clientSlug', 'agencySlug', 'createdAt', 'totalAmount'])
      expect(xssPayment[key]).toEqual(payment[key]);
  });

  it('keeps references between records: a payment names its agency as the agency record does', () => {
    const agencyNames = new Set((poisoned.agencies as unknown as Row[]).map(agency => agency.name));
    expect(agencyNames.has((poisoned.payments[0] as unknown as Row).agency)).toBe(true);
  });

  it('is off unless asked for', () => {
    expect(JSON.stringify(plain)).not.toContain('__xss');
    expect(xssSeed({ things: [{ id: 1, name: '' }] as never[] })).toEqual({ things: [{ id: 1, name: '' }] });
  });
});
