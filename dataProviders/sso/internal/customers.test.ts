import { criteriaOfFilter, customerSearchQuery, toCustomer, toCustomerSearchResult } from './customers';
import { stringifyQuery } from '../../../src/lib/queryString';

describe('customerSearchQuery', () => {
  it('sends the client, the non-blank criteria under their API names, and the page', () => {
    const query = customerSearchQuery({
      clientSlug: 'springfield',
      criteria: { firstName: ' Ana ', lastName: '', emailAddress: 'ana@x.test' },
      page: 3,
    });
    expect(stringifyQuery(query)).toBe(
      'client_slug=springfield&email=ana%40x.test&first_name=Ana&page[number]=3&page[size]=20',
    );
  });

  it('never asks for a page below 1', () => {
    expect(customerSearchQuery({ clientSlug: 's', criteria: { lastName: 'Lee' }, page: 0 }).page).toEqual({
      number: 1,
      size: 20,
    });
  });
});

describe('toCustomer', () => {
  it('maps the wire names and lower-cases the status', () => {
    expect(
      toCustomer({
        id: 7,
        first_name: 'Ana',
        last_name: null,
        email: 'a@x.test',
        created_at: '2024-01-02T00:00:00Z',
        type: 'customer',
        status: 'PENDING',
        title: null,
      }),
    ).toEqual({
      id: '7',
      firstName: 'Ana',
      lastName: '',
      email: 'a@x.test',
      createdAt: '2024-01-02T00:00:00Z',
      type: 'customer',
      status: 'pending',
      title: null,
      timezone: null,
    });
  });

  it('keeps the paging meta', () => {
    const result = toCustomerSearchResult({
      data: [],
      meta: { total_results: 41, total_pages: 3, page_size: 20, page_number: 2 },
    });
    expect(result).toMatchObject({ total: 41, totalPages: 3, pageNumber: 2, pageSize: 20, data: [] });
  });
});

describe('criteriaOfFilter', () => {
  it('keeps only known, non-blank criteria', () => {
    expect(criteriaOfFilter({ clientSlug: 's', firstName: ' Bo ', lastName: '  ', q: 'x' })).toEqual({
      firstName: 'Bo',
    });
  });
});
