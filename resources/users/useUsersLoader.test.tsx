import { screen } from '@testing-library/react';
import type { HttpClient, HttpRequest } from '../../dataProviders/http';
import { createUsersBackend } from '../../dataProviders/sso/users';
import { renderWithAdmin } from '../../src/test/render';
import { useUsersLoader } from './useUsersData';

const apiUser = (id: string) => ({
  id,
  profile: { first_name: `First${id}`, last_name: `Last${id}`, email: `user${id}@example.com` },
  role: 'SUPERVISOR',
  pos_role: 'NO_ROLE',
  access: [{ platform: 'revenue-management', role: 'SUPERVISOR' }],
  client: { slug: 'springfield', brand: 'Springfield' },
  agencies: [],
  credentialsProvider: { type: 'OKTA' },
  status: 'ACTIVE',
  statusLabel: 'ACTIVE',
  isActive: true,
  timezone: 'America/Chicago',
});

/** The users API's cursor pages: each answers with the cursor of the next, the last with none. */
const PAGES: Record<string, { ids: string[]; next: string }> = {
  '': { ids: ['1', '2'], next: 'after-2' },
  'after-2': { ids: ['3'], next: 'after-3' },
  'after-3': { ids: ['4'], next: '' },
};

const Loaded = () => {
  const { users, isComplete } = useUsersLoader('springfield');
  return <p>{isComplete ? `All in: ${users.map(user => user.id).join(',')}` : 'Loading'}</p>;
};

describe('useUsersLoader', () => {
  it('reads every cursor page through the provider, each from the cursor the page before it answered with', async () => {
    const cursors: string[] = [];
    const http: HttpClient = async <T,>(_url: string, request: HttpRequest = {}) => {
      const cursor = String((request.query?.page as { cursor?: string } | undefined)?.cursor ?? '');
      cursors.push(cursor);
      const { ids, next } = PAGES[cursor];
      return {
        status: 200,
        headers: new Headers(),
        json: { data: ids.map(apiUser), meta: { page_cursor: next, page_size: 25 } } as T,
      };
    };
    renderWithAdmin(<Loaded />, {
      dataProvider: { ...createUsersBackend('https://sso.test', http).resources.users, supportAbortSignal: true },
    });
    expect(await screen.findByText('All in: 1,2,3,4')).toBeVisible();
    expect(cursors).toEqual(['', 'after-2', 'after-3']);
  });
});
