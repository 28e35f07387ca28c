import { normalisePayment, summarise } from './dashboardData';
import { niceScale } from './dashboardCharts';

const agencies = [
  { slug: 'sp-water', name: 'Water Utilities' },
  { slug: 'sp-parks', name: 'Parks & Recreation' },
];
const at = (day: string, hour = 15) => `${day}T${String(hour).padStart(2, '0')}:00:00Z`;

describe('dashboard data', () => {
  it('reads camel-case and API names alike', () => {
    expect(
      normalisePayment({
        created_at: at('2026-11-20'),
        total_amount: 1250,
        status: 'SUCCESSFUL',
        payment_channel: 'web',
        payment_type: 'cash',
        agency_slug: 'sp-water',
      }),
    ).toMatchObject({
      cents: 1250,
      status: 'successful',
      channel: 'web',
      method: 'cash',
      agencySlug: 'sp-water',
      isRefund: false,
    });
    expect(
      normalisePayment({
        createdAt: at('2026-11-20'),
        totalAmount: -500,
        paymentProcessTypeName: 'refund',
        agency: { slug: 'x', name: 'X' },
      }),
    ).toMatchObject({ cents: 500, isRefund: true, agencySlug: 'x' });
    expect(normalisePayment({ status: 'successful' })).toBeNull();
  });

  it('sums collected payments, refunds and chargebacks per day, channel, method and agency, in the client timezone', () => {
    const records = [
      {
        createdAt: at('2026-11-20'),
        totalAmount: 10_000,
        status: 'successful',
        paymentChannel: 'web',
        type: 'credit_card',
        agencySlug: 'sp-water',
      },
      {
        createdAt: at('2026-11-20'),
        totalAmount: 5_000,
        status: 'chargeback',
        paymentChannel: 'kiosk',
        type: 'cash',
        agencySlug: 'sp-parks',
      },
      {
        createdAt: at('2026-11-21', 3),
        totalAmount: 2_000,
        status: 'successful',
        paymentChannel: 'web',
        type: 'credit_card',
        agency: 'Water Utilities',
      },
      {
        createdAt: at('2026-11-21'),
        totalAmount: 1_000,
        status: 'successful',
        paymentChannel: 'web',
        type: 'check',
        paymentProcessTypeName: 'refund',
        agencySlug: 'sp-water',
      },
      {
        createdAt: at('2026-11-21'),
        totalAmount: 7_000,
        status: 'failed',
        paymentChannel: 'web',
        type: 'check',
        agencySlug: 'sp-water',
      },
      // A refund that failed sent nothing back.
      {
        createdAt: at('2026-11-21'),
        totalAmount: 500,
        status: 'failed',
        paymentProcessTypeName: 'refund',
        agencySlug: 'sp-water',
      },
      { createdAt: at('2026-11-21'), totalAmount: 9_999, status: 'successful', agencySlug: 'other-client-agency' },
      { createdAt: at('2026-10-01'), totalAmount: 9_999, status: 'successful', agencySlug: 'sp-water' },
    ];
    const summary = summarise(records, {
      clientSlug: 'springfield',
      agencies,
      timezone: 'America/Chicago',
      days: 7,
      today: '2026-11-21',
    });
    expect(summary).toMatchObject({
      from: '2026-11-15',
      to: '2026-11-21',
      bucketing: 'day',
      // The chargeback takes money back: it is no payment, and its money is not collected.
      payments: 2,
      collectedCents: 12_000,
      refunds: 1,
      refundedCents: 1_000,
      chargebacks: 1,
      chargebackCents: 5_000,
      failed: 1,
    });
    expect(summary.buckets).toHaveLength(7);
    // 03:00 UTC on the 21st is still the 20th in Chicago.
    expect(summary.buckets.find(bucket => bucket.start === '2026-11-20')).toMatchObject({
      payments: 2,
      collectedCents: 12_000,
      chargebacks: 1,
    });
    expect(summary.byChannel).toEqual([{ label: 'Web', count: 2, cents: 12_000 }]);
    expect(summary.byMethod.map(part => part.label)).toEqual(['Card']);
    expect(summary.byStatus.map(part => [part.label, part.count])).toEqual([
      ['Successful', 2],
      ['Chargeback', 1],
      ['Failed', 1],
    ]);
    expect(summary.byAgency).toEqual([
      { label: 'Water Utilities', count: 2, cents: 12_000 },
      { label: 'Parks & Recreation', count: 0, cents: 0 },
    ]);
  });

  it('groups long periods by week or month', () => {
    expect(
      summarise([], { clientSlug: 's', agencies, timezone: 'UTC', days: 90, today: '2026-11-21' }).buckets,
    ).toHaveLength(13);
    expect(
      summarise([], { clientSlug: 's', agencies, timezone: 'UTC', days: 365, today: '2026-11-21' }).buckets,
    ).toHaveLength(13);
  });

  it('picks round axis maxima', () => {
    expect(niceScale(0)).toEqual({ max: 4, step: 1 });
    expect(niceScale(9_300)).toEqual({ max: 10_000, step: 2_500 });
    expect(niceScale(37)).toEqual({ max: 40, step: 10 });
  });
});
