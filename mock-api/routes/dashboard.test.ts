import { dashboardUrlResponseSchema } from '../../dataProviders/sso/dashboardContract';
import { DEMO_USER_IDS, startTestServer } from '../testing';

describe('mock dashboard', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const embedPath = (url: string) => {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  };

  it('signs an embed address on the dashboard origin for the client and agencies (VIEW_DASHBOARD)', async () => {
    const token = await server.tokenFor(DEMO_USER_IDS.agencyAdmin);
    const { status, json } = await server.call(
      'GET',
      '/api/sso/periscope_dashboard?client=Springfield&agencies[]=Water%20Utilities',
      { token },
    );
    expect(status).toBe(200);
    const { url } = dashboardUrlResponseSchema.parse(json);
    expect(new URL(url).origin).toBe('http://127.0.0.1');
    const page = await fetch(`${server.baseUrl}${embedPath(url)}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self' http:\/\/localhost/);
    const html = await page.text();
    expect(html).toContain('<h1>Payments overview</h1>');
    expect(html).toContain('Water Utilities');
    expect(html).toContain('src="/dashboards/static/dashboard.js"');
    expect(html).toContain('data-parent-origin="http://localhost"');
    expect(html).not.toMatch(/<script>/);
  });

  it("draws itself dark with theme=dark, and its period links keep the app's language and mode", async () => {
    const token = await server.tokenFor(DEMO_USER_IDS.clientAdmin);
    const { json } = await server.call('GET', '/api/sso/periscope_dashboard?client=Springfield', { token });
    const path = embedPath(dashboardUrlResponseSchema.parse(json).url);
    const dark = await (await fetch(`${server.baseUrl}${path}&lang=es&theme=dark`)).text();
    expect(dark).toMatch(/<body class="dark"/);
    expect(dark).toMatch(/href="[^"]*days=90&amp;lang=es&amp;theme=dark"/);
    const light = await (await fetch(`${server.baseUrl}${path}&theme=light`)).text();
    expect(light).not.toMatch(/<body class="dark"/);
  });

  it('answers 403 without VIEW_DASHBOARD', async () => {
    const { status, json } = await server.call('GET', '/api/sso/periscope_dashboard?client=Springfield', {
      token: await server.tokenFor(DEMO_USER_IDS.noRole),
    });
    expect(status).toBe(403);
    expect(json.message).toMatch(/VIEW_DASHBOARD/);
  });

  it('serves a page that never reports its height for a client without a dashboard', async () => {
    const token = await server.tokenFor(DEMO_USER_IDS.platformAdmin);
    const { json } = await server.call('GET', '/api/sso/periscope_dashboard?client=Capital%20City', { token });
    const page = await fetch(`${server.baseUrl}${embedPath(dashboardUrlResponseSchema.parse(json).url)}`);
    expect(page.status).toBe(404);
    expect(await page.text()).not.toContain('dashboard.js');
  });

  it('refuses a tampered address', async () => {
    const token = await server.tokenFor(DEMO_USER_IDS.clientAdmin);
    const { json } = await server.call('GET', '/api/sso/periscope_dashboard?client=Springfield', { token });
    const path = embedPath(dashboardUrlResponseSchema.parse(json).url).replace(/signature=[^&]+/, 'signature=forged');
    expect((await fetch(`${server.baseUrl}${path}`)).status).toBe(403);
  });
});
