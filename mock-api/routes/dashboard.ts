import { Router, type Response } from 'express';
import { DASHBOARD_RESIZE_EVENT } from '../../dataProviders/sso/dashboardContract';
import { requirePermission, sendError, userOf, visibleAgencySlugs, type MockContext } from '../context';
import type { MockAgency, MockClient } from '../seed/types';
import { createSigner } from '../signing';
import {
  columnsWithLine,
  compactMoney,
  count,
  DARK_PALETTE,
  donut,
  escapeHtml,
  groupedColumns,
  horizontalBars,
  money,
  PALETTE,
} from './dashboardCharts';
import { dayIn, summarise, type DashboardAgency, type DashboardSummary } from './dashboardData';

/**
 * The analytics dashboard, as Periscope embeds work: the user-management API signs an embed address
 * for the client and agencies; the dashboard host (another origin: 127.0.0.1 while the app is on
 * localhost) serves it, rendered from the seeded payments at request time, and posts its height to
 * the app. A client without a dashboard gets an address whose page never reports a height.
 *   GET /api/sso/periscope_dashboard?client={brand}&agencies[]={name}  -> { url }  (VIEW_DASHBOARD)
 *   GET /dashboards/embed/{client}?data&signature[&days][&lang][&theme]  the dashboard page; theme=dark draws it dark
 *                                                                       (its text is English whatever lang says)
 *   GET /dashboards/static/dashboard.{js,css}
 */

interface EmbedPayload {
  client: string;
  agencies: string[];
  parent: string;
  exp: number;
}

const PERIODS = [7, 30, 90, 365];
const DEFAULT_DAYS = 30;
const EMBED_TTL_MS = 60 * 60 * 1000;

export const dashboardOriginOf = (publicUrl: string) => publicUrl.replace('://localhost', '://127.0.0.1');

export const dashboardRoutes = (ctx: MockContext) => {
  const { store } = ctx;
  const { sign, verify } = createSigner();

  const api = Router();
  api.get('/periscope_dashboard', ctx.requireAuth, requirePermission('VIEW_DASHBOARD'), (req, res) => {
    const user = userOf(req);
    const brand = typeof req.query.client === 'string' ? req.query.client : '';
    const client = store.find<MockClient>(
      'clients',
      candidate => candidate.brand === brand || candidate.slug === brand,
    );
    if (!client) return sendError(res, 422, 'client must name a client brand.');
    if (user.clientSlug && user.clientSlug !== client.slug)
      return sendError(res, 403, 'You can only see the dashboard of your own organization.');
    const visible = visibleAgencySlugs(user, client.slug, store);
    const agencies = store.all<MockAgency>('agencies').filter(agency => visible.includes(agency.slug));
    const requested = ([] as unknown[]).concat(req.query.agencies ?? []).map(String);
    const chosen = requested.length
      ? agencies.filter(agency => requested.includes(agency.name) || requested.includes(agency.slug))
      : agencies;
    const payload: EmbedPayload = {
      client: client.slug,
      agencies: chosen.map(agency => agency.slug),
      parent: ctx.publicUrl,
      exp: Date.now() + EMBED_TTL_MS,
    };
    const data = Buffer.from(JSON.stringify(payload)).toString('base64url');
    const url = `${dashboardOriginOf(ctx.publicUrl)}/dashboards/embed/${encodeURIComponent(client.slug)}?data=${data}&signature=${sign(data)}`;
    res.set('Cache-Control', 'no-store').json({ url });
  });

  const pages = Router();
  pages.get('/static/dashboard.js', (_req, res) =>
    res.type('application/javascript').set('Cache-Control', 'no-cache').send(DASHBOARD_JS),
  );
  const summaries = new Map<string, { at: number; summary: ReturnType<typeof summarise> }>();
  pages.get('/embed/:client', (req, res) => {
    const data = typeof req.query.data === 'string' ? req.query.data : '';
    const signature = typeof req.query.signature === 'string' ? req.query.signature : '';
    if (!data || !signature || !verify(data, signature))
      return messagePage(res, 403, 'This dashboard link is not valid.');
    let payload: EmbedPayload;
    try {
      payload = JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as EmbedPayload;
    } catch {
      return messagePage(res, 400, 'This dashboard link is not valid.');
    }
    if (payload.exp < Date.now())
      return messagePage(res, 403, 'This dashboard link has expired. Reload the page to get a new one.');
    const client = store.find<MockClient>('clients', candidate => candidate.slug === payload.client);
    // No dashboard configured: the page loads but never reports a height, as an unconfigured embed does.
    if (!client || !client.dashboardConfigured)
      return messagePage(res, 404, 'No dashboard is configured for this organization.');
    const agencies: DashboardAgency[] = store
      .all<MockAgency>('agencies')
      .filter(agency => payload.agencies.includes(agency.slug))
      .map(({ slug, name }) => ({ slug, name }));
    const requestedDays = Number(req.query.days);
    const days = PERIODS.includes(requestedDays) ? requestedDays : DEFAULT_DAYS;
    const today = dayIn(client.timezone, Date.now());
    // Summarising every payment blocks the one-process mock for a moment: reuse a recent summary of the same view.
    const key = JSON.stringify([
      client.slug,
      agencies.map(agency => agency.slug),
      days,
      today,
      store.count('payments'),
    ]);
    const cached = summaries.get(key);
    const summary =
      cached && cached.at > Date.now() - SUMMARY_TTL_MS
        ? cached.summary
        : summarise(store.all('payments') as unknown as Record<string, unknown>[], {
            clientSlug: client.slug,
            agencies,
            timezone: client.timezone,
            days,
            today,
          });
    if (summary !== cached?.summary) summaries.set(key, { at: Date.now(), summary });
    // The app's language and mode ride outside the signed data; a period link keeps them.
    const look = new URLSearchParams();
    for (const name of ['lang', 'theme'])
      if (typeof req.query[name] === 'string') look.set(name, req.query[name] as string);
    const dark = req.query.theme === 'dark';
    const periodHref = (value: number) =>
      `?data=${encodeURIComponent(data)}&signature=${encodeURIComponent(signature)}&days=${value}${look.size ? `&${look}` : ''}`;
    res
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(dashboardPage({ client, agencies, summary, parent: payload.parent, periodHref, dark }));
  });

  return { api, pages };
};

const SUMMARY_TTL_MS = 60_000;

const messagePage = (res: Response, status: number, message: string) =>
  res
    .status(status)
    .type('html')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dashboard</title><style>${DASHBOARD_CSS}</style></head><body><main class="message"><p>${escapeHtml(message)}</p></main></body></html>`,
    );

const dateLabel = (day: string, options: Intl.DateTimeFormatOptions) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', ...options });

const dashboardPage = ({
  client,
  agencies,
  summary,
  parent,
  periodHref,
  dark,
}: {
  dark: boolean;
  client: MockClient;
  agencies: DashboardAgency[];
  summary: DashboardSummary;
  parent: string;
  periodHref: (days: number) => string;
}) => {
  const bucketLabel = (day: string) =>
    summary.bucketing === 'month'
      ? dateLabel(day, { month: 'short', year: '2-digit' })
      : dateLabel(day, { month: 'short', day: 'numeric' });
  const bucketName = summary.bucketing === 'day' ? 'day' : summary.bucketing === 'week' ? 'week' : 'month';
  const categories = summary.buckets.map(bucket => bucket.start);
  const tickEvery = Math.max(1, Math.ceil(categories.length / 10));
  const range = `${dateLabel(summary.from, { month: 'short', day: 'numeric', year: 'numeric' })} – ${dateLabel(summary.to, { month: 'short', day: 'numeric', year: 'numeric' })}`;
  const busiest = [...summary.buckets].sort((a, b) => b.collectedCents - a.collectedCents)[0];
  const kpis = [
    { label: 'Payments', value: count(summary.payments), note: `${count(summary.failed)} failed or rejected` },
    { label: 'Amount collected', value: money(summary.collectedCents), note: `Average ${money(summary.averageCents)}` },
    {
      label: 'Refunds',
      value: money(summary.refundedCents),
      note: `${count(summary.refunds)} refund${summary.refunds === 1 ? '' : 's'}`,
    },
    {
      label: 'Chargebacks',
      value: money(summary.chargebackCents),
      note: `${count(summary.chargebacks)} chargeback${summary.chargebacks === 1 ? '' : 's'}`,
    },
  ];
  const empty = summary.payments === 0 && summary.refunds === 0;
  const charts = empty
    ? `<section class="card empty" aria-labelledby="empty-heading"><h2 id="empty-heading">No payments in this period</h2><p>There are no payments for ${escapeHtml(
        agencies.length === 1 ? agencies[0].name : `these ${agencies.length} agencies`,
      )} between ${escapeHtml(range)}. Try a longer period.</p></section>`
    : [
        columnsWithLine({
          title: `Amount and payments by ${bucketName}`,
          summary: `${money(summary.collectedCents)} from ${count(summary.payments)} payments; the busiest ${bucketName} was ${bucketLabel(busiest.start)} with ${money(busiest.collectedCents)}.`,
          categories,
          categoryLabel: bucketLabel,
          columns: {
            label: 'Amount collected',
            values: summary.buckets.map(bucket => bucket.collectedCents),
            format: money,
            axis: compactMoney,
          },
          line: {
            label: 'Number of payments',
            values: summary.buckets.map(bucket => bucket.payments),
            format: count,
            axis: count,
          },
          tickEvery,
        }),
        horizontalBars({
          title: 'By channel',
          summary: summary.byChannel.length
            ? `${summary.byChannel[0].label} brought the most: ${money(summary.byChannel[0].cents)}.`
            : 'No payments.',
          parts: summary.byChannel.map(part => ({ label: part.label, value: part.cents, secondary: part.count })),
          format: compactMoney,
          valueLabel: 'Amount',
          secondaryLabel: 'Payments',
          secondaryFormat: count,
        }),
        donut({
          title: 'By payment method',
          summary: summary.byMethod.length
            ? `${summary.byMethod[0].label} is the most used method by amount.`
            : 'No payments.',
          parts: summary.byMethod.map(part => ({ label: part.label, value: part.cents })),
          format: compactMoney,
          centre: compactMoney(summary.collectedCents),
          valueLabel: 'Amount',
        }),
        horizontalBars({
          title: 'By agency',
          summary: summary.byAgency.length
            ? `${summary.byAgency[0].label} collected the most: ${money(summary.byAgency[0].cents)}.`
            : 'No agencies.',
          parts: summary.byAgency.map(part => ({ label: part.label, value: part.cents, secondary: part.count })),
          format: compactMoney,
          valueLabel: 'Amount',
          secondaryLabel: 'Payments',
          secondaryFormat: count,
        }),
        horizontalBars({
          title: 'Payment outcomes',
          summary: summary.byStatus.length
            ? `${summary.byStatus[0].label}: ${count(summary.byStatus[0].count)} of ${count(summary.byStatus.reduce((total, part) => total + part.count, 0))} payments.`
            : 'No payments.',
          parts: summary.byStatus.map(part => ({ label: part.label, value: part.count, secondary: part.cents })),
          format: count,
          valueLabel: 'Payments',
          secondaryLabel: 'Amount',
          secondaryFormat: money,
        }),
        groupedColumns({
          title: 'Refunds and chargebacks',
          summary: `${money(summary.refundedCents)} refunded in ${count(summary.refunds)} refunds and ${money(summary.chargebackCents)} in ${count(summary.chargebacks)} chargebacks.`,
          categories,
          categoryLabel: bucketLabel,
          series: [
            { label: 'Refunded', values: summary.buckets.map(bucket => bucket.refundedCents) },
            { label: 'Charged back', values: summary.buckets.map(bucket => bucket.chargebackCents) },
          ],
          format: money,
          axis: compactMoney,
          tickEvery,
        }),
      ].join('');

  return `<!doctype html>
<html lang="en"${dark ? ' class="dark"' : ''}>
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(`${client.brand} payments dashboard`)}</title>
  <style>${DASHBOARD_CSS}</style>
</head>
<body${dark ? ' class="dark"' : ''} data-parent-origin="${escapeHtml(parent)}" data-event-type="${DASHBOARD_RESIZE_EVENT}">
  <main>
    <header class="head">
      <div>
        <h1>Payments overview</h1>
        <p class="sub">${escapeHtml(client.brand)} · ${escapeHtml(agencies.length === 1 ? agencies[0].name : `${agencies.length} agencies`)} · ${escapeHtml(range)} <span class="tz">(${escapeHtml(summary.timezone.replace(/_/g, ' '))})</span></p>
      </div>
      <nav aria-label="Period">
        <ul class="periods">${PERIODS.map(
          value =>
            `<li><a href="${escapeHtml(periodHref(value))}"${value === summary.days ? ' aria-current="page"' : ''}>${value === 365 ? '12 months' : `${value} days`}</a></li>`,
        ).join('')}</ul>
      </nav>
    </header>
    <section class="kpis" aria-label="Totals">
      ${kpis.map(kpi => `<div class="card kpi"><p class="kpi-label">${escapeHtml(kpi.label)}</p><p class="kpi-value">${escapeHtml(kpi.value)}</p><p class="kpi-note">${escapeHtml(kpi.note)}</p></div>`).join('')}
    </section>
    <div class="charts">${charts}</div>
  </main>
  <script src="/dashboards/static/dashboard.js"></script>
</body>
</html>`;
};

/** Posts the page's height to the app (only to its origin) on load and whenever it changes. */
const DASHBOARD_JS = `(function () {
  var body = document.body;
  var target = body.getAttribute('data-parent-origin');
  var type = body.getAttribute('data-event-type');
  if (!target || window.parent === window) return;
  var last = -1;
  function post() {
    var style = window.getComputedStyle(body);
    var height = Math.ceil(body.getBoundingClientRect().height + parseFloat(style.marginTop) + parseFloat(style.marginBottom));
    if (height === last) return;
    last = height;
    window.parent.postMessage({ event_type: type, dashboard_height: height }, target);
  }
  if (window.ResizeObserver) new ResizeObserver(post).observe(body);
  window.addEventListener('load', post);
  document.addEventListener('toggle', post, true);
  post();
})();
`;

/**
 * Inlined in the page's head: a separate stylesheet let the frame paint unstyled now and then (browser margins, then
 * the page's own layout a moment later: a layout shift counted against the app's /dashboard).
 */
const DASHBOARD_CSS = `
:root { color-scheme: light; --ink: #1b2430; --muted: #4d5b6a; --line: #d5dbe3; --bg: #f4f6f9; --card: #fff; --accent: #0b3d6e; }
* { box-sizing: border-box; }
html, body { margin: 0; background: transparent; color: var(--ink); font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
/* Opaque, in the page's own scheme: its text never stands on a background of the other mode while the app's mode changes. */
body { padding: 4px 4px 8px; background: var(--bg); }
/* The app sizes the frame to the height this page posts, so the page never scrolls: no scrollbar that comes and goes and reflows it. */
html { overflow: hidden; }
main { display: grid; gap: 16px; }
h1 { font-size: 1.35rem; margin: 0; }
h2 { font-size: 1.05rem; margin: 0; }
.head { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-end; justify-content: space-between; }
.sub { margin: 4px 0 0; color: var(--muted); }
.tz { white-space: nowrap; }
.periods { display: flex; gap: 4px; list-style: none; margin: 0; padding: 4px; background: var(--card); border: 1px solid var(--line); border-radius: 8px; }
.periods a { display: block; padding: 6px 12px; border-radius: 6px; color: var(--accent); font-weight: 600; text-decoration: none; }
.periods a:hover { background: #e8eef6; }
.periods a:focus-visible { outline: 3px solid #0b5cad; outline-offset: 1px; }
.periods a[aria-current="page"] { background: var(--accent); color: #fff; }
.card { background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 16px; }
.kpis { display: grid; grid-template-columns: repeat(auto-fit, minmax(200px, 1fr)); gap: 16px; }
.kpi p { margin: 0; }
.kpi-label { color: var(--muted); font-weight: 600; }
.kpi-value { font-size: 1.6rem; font-weight: 700; margin-top: 4px !important; font-variant-numeric: tabular-nums; }
.kpi-note { color: var(--muted); font-size: 0.9rem; }
.charts { display: grid; grid-template-columns: repeat(auto-fit, minmax(420px, 1fr)); gap: 16px; }
.chart { margin: 0; display: flex; flex-direction: column; gap: 8px; }
.chart.wide { grid-column: 1 / -1; }
.summary { margin: 2px 0 0; color: var(--muted); }
svg { width: 100%; height: auto; display: block; }
svg text { font: 12px system-ui, sans-serif; fill: var(--ink); }
svg .axis { fill: var(--muted); font-size: 11px; }
svg .label { font-size: 13px; }
svg .value { font-size: 12px; font-weight: 600; }
svg .centre { font-size: 18px; font-weight: 700; }
svg .grid { stroke: #e3e8ee; stroke-width: 1; }
svg .legend text { font-size: 12px; }
.data summary { cursor: pointer; color: var(--accent); font-weight: 600; padding: 4px 0; }
.data summary:focus-visible { outline: 3px solid #0b5cad; outline-offset: 2px; }
.data table { border-collapse: collapse; width: 100%; margin-top: 8px; font-size: 0.9rem; }
.data th, .data td { border-bottom: 1px solid var(--line); padding: 4px 8px; text-align: left; }
.data .num { text-align: right; font-variant-numeric: tabular-nums; }
.empty p { margin: 8px 0 0; color: var(--muted); }
.message { padding: 24px; color: var(--muted); }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
@media (max-width: 520px) { .charts { grid-template-columns: 1fr; } }
/* theme=dark: the app in dark mode; colours chosen for AA contrast on the dark cards. The root's scheme is the app's:
   a frame whose scheme differs from the page around it is painted on an opaque backdrop, not the app's background. */
html.dark { color-scheme: dark; }
body.dark { --ink: #e6ebf1; --muted: #aab6c3; --line: #3a4654; --bg: #121820; --card: #1c2530; --accent: #8cc4ff; }
body.dark .periods a:hover { background: #2a3644; }
body.dark .periods a[aria-current="page"] { color: #0d1520; }
body.dark .periods a:focus-visible, body.dark .data summary:focus-visible { outline-color: #8cc4ff; }
body.dark svg .grid { stroke: #33404e; }
body.dark svg [fill="#fff"] { fill: #1c2530; }
body.dark svg [stroke="#d5dbe3"] { stroke: #3a4654; }
${PALETTE.map(
  (colour, index) =>
    `body.dark svg [fill="${colour}"] { fill: ${DARK_PALETTE[index]}; } body.dark svg [stroke="${colour}"] { stroke: ${DARK_PALETTE[index]}; }`,
).join('\n')}
`;
