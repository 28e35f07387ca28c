import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'ra-core';
import { createTestQueryClient } from '../../src/test/render';
import { renderPosPage } from '../cashiering/testing';
import { AgencyList } from './AgencyList';
import { agencyListParams } from './listParams';

const rows = [
  { id: 'a1', description: 'Water Department', slug: 'water' },
  { id: 'a2', description: 'Parks and Recreation', slug: 'parks' },
];

/** The list page whose every read fails with `error`; its getList, to count the tries. */
const failingList = (error: HttpError) => {
  const getList = vi.fn(async () => Promise.reject(error));
  renderPosPage(
    { '/pos-config/agencies': <AgencyList /> },
    '/pos-config/agencies',
    { getList },
    createTestQueryClient(),
  );
  return getList;
};

describe('AgencyList', () => {
  it("shows the brand's agencies with a link to each one's edit page", async () => {
    const getList = vi.fn(async () => ({ data: rows, total: rows.length }));
    renderPosPage({ '/pos-config/agencies': <AgencyList /> }, '/pos-config/agencies', { getList });
    expect(await screen.findByRole('link', { name: 'Water Department' })).toHaveAttribute(
      'href',
      '/pos-config/agencies/a1/edit',
    );
    expect(getList).toHaveBeenCalledWith('agencies', expect.objectContaining(agencyListParams('Springfield')));
  });
});

describe('AgencyList with a long description', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps it on one line, cut with an ellipsis, and shows the whole of it in a tooltip', async () => {
    const user = userEvent.setup();
    const long = `Department${'X'.repeat(300)}`;
    const getList = vi.fn(async () => ({ data: [{ id: 'a3', description: long, slug: 'long' }, ...rows], total: 3 }));
    renderPosPage({ '/pos-config/agencies': <AgencyList /> }, '/pos-config/agencies', { getList });
    const link = await screen.findByRole('link', { name: long });
    const style = getComputedStyle(link);
    expect([style.whiteSpace, style.textOverflow, style.overflow]).toEqual(['nowrap', 'ellipsis', 'hidden']);
    expect(getComputedStyle(screen.getByText('long')).whiteSpace).toBe('nowrap');
    // The text is wider than its cell (jsdom lays nothing out: the widths are given).
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
    await user.hover(link);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(long);
  });
});

describe('AgencyList when the client has no cashiering set-up', () => {
  it('says so, as an info alert and in place of the list, with the way to set the client up', async () => {
    const getList = vi.fn(async () => Promise.reject(new HttpError('Client not found', 404, {})));
    renderPosPage(
      { '/pos-config/agencies': <AgencyList /> },
      '/pos-config/agencies',
      { getList },
      createTestQueryClient(),
    );
    expect(await screen.findByRole('heading', { name: 'No cashiering client yet' })).toBeInTheDocument();
    const alert = screen.getByRole('status');
    expect(alert).toHaveTextContent('Client not found');
    expect(alert).toHaveTextContent('There is no cashiering client for Springfield yet.');
    expect(screen.getByRole('link', { name: 'Set up the client' })).toHaveAttribute('href', '/pos-config/clients/edit');
    expect(screen.queryByRole('link', { name: 'Create New Agency' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('any other failure is the error alert, and creating stays offered', async () => {
    const getList = failingList(new HttpError('Service unavailable', 503, {}));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error:');
    expect(alert).toHaveTextContent('Service unavailable');
    expect(screen.queryByRole('heading', { name: 'No cashiering client yet' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create New Agency' })).toBeInTheDocument();
    // The page says so in place too (the alert can be dismissed), and Try again asks once more.
    expect(await screen.findByText('This page could not be loaded.')).toBeVisible();
    const calls = getList.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(getList.mock.calls.length).toBeGreaterThan(calls));
  });

  it('a refusal (403) says Access Denied, without Error: and without a Try again that would not help', async () => {
    failingList(new HttpError('Forbidden', 403, {}));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      "Access DeniedYour role doesn't allow you to do this. If you think it should, please contact your administrator.",
    );
    expect(alert).not.toHaveTextContent('Error:');
    expect(await screen.findByText('Your role cannot see this page.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
