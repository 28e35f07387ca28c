import { z } from 'zod';

/**
 * Customer search (spec §7, "GET /sso/admin/users"): the customers of a client, searched by
 * name or email, 20 a page. The mock validates requests and answers with these same schemas.
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
    client_slug: z.string().min(1).optional(),
    first_name: z.string().trim().min(1).max(100).optional(),
    last_name: z.string().trim().min(1).max(100).optional(),
    email: z.string().trim().min(1).max(254).optional(),
    page: z
      .object({
        number: z.coerce.number().int().min(1).default(1),
        size: z.coerce.number().int().min(1).max(CUSTOMER_MAX_PAGE_SIZE).default(CUSTOMER_PAGE_SIZE),
      })
      .prefault({}),
  })
  .refine(query => !!(query.first_name || query.last_name || query.email), { message: 'At least one search criterion is required.', path: ['criteria'] });
export type CustomerSearchQuery = z.infer<typeof customerSearchQuerySchema>;

export const customerWireSchema = z.object({
  id: z.union([z.string(), z.number()]),
  role: z.string().nullable().optional(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
  created_at: z.string(),
  type: z.string().nullable().optional(),
  status: z.string(),
  title: z.string().nullable().optional(),
  timezone: z.string().nullable().optional(),
});
export type CustomerWire = z.infer<typeof customerWireSchema>;

export const customerSearchResponseSchema = z.object({
  data: z.array(customerWireSchema),
  meta: z.object({
    total_results: z.number().int().min(0),
    total_pages: z.number().int().min(0),
    page_size: z.number().int().min(1),
    page_number: z.number().int().min(1),
  }),
});
export type CustomerSearchResponse = z.infer<typeof customerSearchResponseSchema>;

/** The customer record the app works with (spec §3). */
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
