import { z } from '../zod';

/**
 * Customer search ("GET /sso/admin/users"): the customers of a client, searched by name
 * or email, 20 a page. The mock validates requests and answers with these same schemas.
 */
export const CUSTOMER_PAGE_SIZE = 20;
export const CUSTOMER_MAX_PAGE_SIZE = 100;

/** The criteria a person can search by, in the order the dropdown lists them. */
export const CUSTOMER_CRITERIA = ['emailAddress', 'firstName', 'lastName'] as const;
export type CustomerCriterion = (typeof CUSTOMER_CRITERIA)[number];
export type CustomerCriteria = Partial<Record<CustomerCriterion, string>>;

/** Query parameter of each criterion. */
export const CRITERION_PARAM: Record<CustomerCriterion, 'email' | 'first_name' | 'last_name'> = {
  emailAddress: 'email',
  firstName: 'first_name',
  lastName: 'last_name',
};

export const CUSTOMER_STATUSES = ['active', 'pending'] as const;

/** What the server accepts: `client_slug`, any of the criteria, and `page[number]`, `page[size]`. */
export const customerSearchQuerySchema = z
  .object({
    client_slug: z.optional(z.string().check(z.minLength(1))),
    first_name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
    last_name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
    email: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(254))),
    page: z.prefault(
      z.object({
        number: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
        size: z._default(
          z.coerce.number().check(z.int(), z.minimum(1), z.maximum(CUSTOMER_MAX_PAGE_SIZE)),
          CUSTOMER_PAGE_SIZE,
        ),
      }),
      {},
    ),
  })
  .check(
    z.refine(query => !!(query.first_name || query.last_name || query.email), {
      message: 'At least one search criterion is required.',
      path: ['criteria'],
    }),
  );
export type CustomerSearchQuery = z.infer<typeof customerSearchQuerySchema>;

export const customerWireSchema = z.object({
  id: z.union([z.string(), z.number()]),
  role: z.optional(z.nullable(z.string())),
  first_name: z.nullable(z.string()),
  last_name: z.nullable(z.string()),
  email: z.string(),
  created_at: z.string(),
  type: z.optional(z.nullable(z.string())),
  status: z.string(),
  title: z.optional(z.nullable(z.string())),
  timezone: z.optional(z.nullable(z.string())),
});
export type CustomerWire = z.infer<typeof customerWireSchema>;

export const customerSearchResponseSchema = z.object({
  data: z.array(customerWireSchema),
  meta: z.object({
    total_results: z.int().check(z.minimum(0)),
    total_pages: z.int().check(z.minimum(0)),
    page_size: z.int().check(z.minimum(1)),
    page_number: z.int().check(z.minimum(1)),
  }),
});
export type CustomerSearchResponse = z.infer<typeof customerSearchResponseSchema>;

/** The customer record the app works with. */
export interface Customer {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  createdAt: string;
  type: string | null;
  status: string;
  title: string | null;
  timezone: string | null;
}

export interface CustomerSearchResult {
  data: Customer[];
  total: number;
  totalPages: number;
  pageNumber: number;
  pageSize: number;
}
