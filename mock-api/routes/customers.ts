import { Router } from 'express';
import { customerSearchQuerySchema, type CustomerSearchResponse } from '../../dataProviders/sso/customersContract';
import { clientSlugFor, requirePermission, sendError, type MockContext } from '../context';
import type { MockCustomer } from '../seed/customers';
import type { MockClient } from '../seed/types';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * Customer search, GET /sso/admin/users on the user-management API:
 * names match from their start, the email anywhere, all case- and accent-insensitive; criteria combine with AND.
 * Sorted by last name, first name, then email; 20 a page unless page[size] says otherwise. Needs LIST_ADMINISTERED_USERS.
 */
export const customerRoutes = (ctx: MockContext) => {
  const { store } = ctx;
  const router = Router();

  // Customers' names and emails are for administrators (docs/decisions.md, Customers).
  router.get('/sso/admin/users', ctx.requireAuth, requirePermission('LIST_ADMINISTERED_USERS'), (req, res) => {
    const parsed = customerSearchQuerySchema.safeParse(req.query);
    if (!parsed.success) {
      const errors = parsed.error.issues.map(issue => ({
        field: issue.path.join('.') || 'query',
        details: [issue.message],
      }));
      return res.status(422).json({ message: 'The customer search is not valid.', errors });
    }
    const query = parsed.data;
    const slug = clientSlugFor(req, store);
    if (!slug) return sendError(res, 422, 'client_slug is required.');
    const client = store.find<MockClient>('clients', candidate => candidate.slug === slug);
    if (!client) return sendError(res, 404, `Client ${slug} was not found.`);
    if (!client.customerManagementEnabled)
      return sendError(res, 403, `Customer management is not enabled for ${client.brand}.`);

    const first = query.first_name ? fold(query.first_name) : undefined;
    const last = query.last_name ? fold(query.last_name) : undefined;
    const email = query.email ? query.email.toLowerCase() : undefined;
    const matches = store
      .all<MockCustomer>('customers')
      .filter(
        customer =>
          customer.clientSlug === slug &&
          (!first || fold(customer.first_name).startsWith(first)) &&
          (!last || fold(customer.last_name).startsWith(last)) &&
          (!email || customer.email.toLowerCase().includes(email)),
      )
      .sort(
        (a, b) =>
          a.last_name.localeCompare(b.last_name) ||
          a.first_name.localeCompare(b.first_name) ||
          a.email.localeCompare(b.email),
      );

    const { number, size } = query.page;
    const body: CustomerSearchResponse = {
      data: matches.slice((number - 1) * size, number * size).map(customer => ({
        id: customer.id,
        role: customer.role,
        first_name: customer.first_name,
        last_name: customer.last_name,
        email: customer.email,
        created_at: customer.created_at,
        type: customer.type,
        status: customer.status,
        title: customer.title,
        timezone: customer.timezone,
      })),
      meta: {
        total_results: matches.length,
        total_pages: Math.ceil(matches.length / size),
        page_size: size,
        page_number: number,
      },
    };
    res.json(body);
  });

  return router;
};
