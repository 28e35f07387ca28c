import { customerSearchResponseSchema } from '../../dataProviders/sso/customersContract';
import { DEMO_USER_IDS, startTestServer } from '../testing';

describe('mock customer search (GET /api/sso/sso/admin/users)', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    token = await server.tokenFor(DEMO_USER_IDS.clientAdmin);
  });
  afterAll(() => server.close());

  const search = async (query: string, as = token) =>
    server.call('GET', `/api/sso/sso/admin/users?${query}`, { token: as });

  it('needs a token', async () => {
    expect((await server.call('GET', '/api/sso/sso/admin/users?last_name=Lee')).status).toBe(401);
  });

  it('finds by each criterion and answers in the contract shape', async () => {
    for (const query of ['first_name=marguerite', 'last_name=Okonkwo', 'email=MARGUERITE.OKONKWO@']) {
      const { status, json } = await search(`client_slug=springfield&${query}`);
      expect(status).toBe(200);
      const body = customerSearchResponseSchema.parse(json);
      expect(body.data.map(customer => customer.email)).toEqual(['marguerite.okonkwo@example.net']);
      expect(body.meta).toEqual({ total_results: 1, total_pages: 1, page_size: 20, page_number: 1 });
    }
  });

  it('combines criteria with AND and pages by 20', async () => {
    const first = customerSearchResponseSchema.parse(
      (await search('email=example.org&page[number]=1&page[size]=20')).json,
    );
    expect(first.meta.total_results).toBeGreaterThan(40);
    expect(first.data).toHaveLength(20);
    expect(first.meta.total_pages).toBe(Math.ceil(first.meta.total_results / 20));
    const second = customerSearchResponseSchema.parse(
      (await search('email=example.org&page[number]=2&page[size]=20')).json,
    );
    expect(second.data[0].id).not.toBe(first.data[0].id);
    const narrowed = customerSearchResponseSchema.parse((await search('email=example.org&last_name=Smith')).json);
    expect(narrowed.meta.total_results).toBeLessThan(first.meta.total_results);
    expect(
      narrowed.data.every(customer => customer.last_name === 'Smith' && customer.email.includes('example.org')),
    ).toBe(true);
  });

  it('refuses a search without criteria (422) and a client without customer management (403)', async () => {
    const none = await search('client_slug=springfield');
    expect(none.status).toBe(422);
    const shelbyville = await search('last_name=Smith', await server.tokenFor(DEMO_USER_IDS.shelbyvilleAdmin));
    expect(shelbyville.status).toBe(403);
    expect(shelbyville.json.message).toMatch(/Customer management is not enabled/);
  });

  it('answers only roles that may list administered users (admins); others get 403 and no customer', async () => {
    for (const id of [DEMO_USER_IDS.noRole, DEMO_USER_IDS.researcher, DEMO_USER_IDS.supervisor]) {
      const refused = await search('client_slug=springfield&email=example', await server.tokenFor(id));
      expect(refused.status, id).toBe(403);
      expect(refused.json).not.toHaveProperty('data');
    }
    for (const id of [DEMO_USER_IDS.agencyAdmin, DEMO_USER_IDS.clientAdmin])
      expect((await search('email=example', await server.tokenFor(id))).status, id).toBe(200);
    expect(
      (await search('client_slug=springfield&email=example', await server.tokenFor(DEMO_USER_IDS.platformAdmin)))
        .status,
    ).toBe(200);
  });

  it('keeps ordinary users to their own client', async () => {
    const { json } = await search('client_slug=capital-city&first_name=Marguerite');
    expect((json.meta as { total_results: number }).total_results).toBe(1);
  });
});
