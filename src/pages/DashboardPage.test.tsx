import { onlineManager } from '@tanstack/react-query';
import { act, configure, fireEvent, screen } from '@testing-library/react';
import { CurrentUserProvider } from '../session/CurrentUserContext';
import { renderWithAdmin, testUser } from '../test/render';
import { DashboardPage } from './DashboardPage';

// A busy machine can take more than the default second to render the page.
configure({ asyncUtilTimeout: 5000 });

const settings = vi.fn(async () => ({
  customerManagementEnabled: true,
  pointOfSale: { enabled: true },
  obligations: [],
  meta: {},
}));

const setup = (
  getDashboardUrl: ReturnType<typeof vi.fn>,
  user = testUser({ agencies: [{ name: 'Water Utilities', slug: 'water' }] }),
) =>
  renderWithAdmin(
    <CurrentUserProvider loading={null}>
      <DashboardPage />
    </CurrentUserProvider>,
    {
      user,
      dataProvider: dashboards(getDashboardUrl as (...args: unknown[]) => Promise<string>),
      clientSettings: settings,
    },
  );

/** dashboards: getOne answering from a fake of the address's call. */
const dashboards = (getDashboardUrl: (...args: unknown[]) => Promise<string>) => ({
  supportAbortSignal: true,
  getOne: (async (
    _resource: string,
    { id, meta, signal }: { id: string; meta: { agencyNames: string[] }; signal?: AbortSignal },
  ) => ({
    data: { id, url: await getDashboardUrl({ clientBrand: id, agencyNames: meta.agencyNames }, signal) },
  })) as never,
});

const post = (data: unknown, origin: string, source: MessageEventSource | null) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });

describe('DashboardPage', () => {
  it('asks for the address with the client brand and agency names, spins, then takes the reported height plus 100', async () => {
    const getDashboardUrl = vi.fn(async () => 'https://dash.test/embed/springfield?data=x');
    setup(getDashboardUrl);
    const frame = (await screen.findByTitle('Analytics dashboard of Springfield')) as HTMLIFrameElement;
    expect(getDashboardUrl).toHaveBeenCalledWith(
      { clientBrand: 'Springfield', agencyNames: ['Water Utilities'] },
      expect.anything(),
    );
    // In the app's language and mode, for a dashboard that can follow them.
    expect(frame).toHaveAttribute('src', 'https://dash.test/embed/springfield?data=x&lang=en&theme=light');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    expect(screen.getByText('Loading the dashboard…')).toBeVisible();

    post({ event_type: 'dashboard_resize', dashboard_height: 1400 }, 'https://evil.test', frame.contentWindow);
    post({ event_type: 'dashboard_resize', dashboard_height: 1400 }, 'https://dash.test', window);
    expect(screen.getByText('Loading the dashboard…')).toBeInTheDocument();

    post({ event_type: 'dashboard_resize', dashboard_height: 1400 }, 'https://dash.test', frame.contentWindow);
    expect(screen.queryByText('Loading the dashboard…')).not.toBeInTheDocument();
    expect(frame).toHaveStyle({ height: '1500px' });
    post({ event_type: 'dashboard_resize', dashboard_height: 100 }, 'https://dash.test', frame.contentWindow);
    expect(frame).toHaveStyle({ height: '592px' });
  });

  it('says the dashboard could not load when no height arrives within the configured time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      setup(vi.fn(async () => 'https://dash.test/embed/capital-city'));
      await screen.findByTitle('Analytics dashboard of Springfield');
      await act(async () => {
        vi.advanceTimersByTime(10_000);
      });
      expect(screen.getByText('Something Went Wrong')).toBeVisible();
      expect(
        screen.getByText(
          'There was an issue trying to load the dashboard. Your organization may not have a dashboard configured.',
        ),
      ).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });

  it('fails at once when the call fails or the address is not on the dashboard origin, and retries', async () => {
    const getDashboardUrl = vi
      .fn()
      .mockRejectedValueOnce(Object.assign(new Error('boom'), { status: 500 }))
      .mockResolvedValueOnce('https://elsewhere.test/embed');
    setup(getDashboardUrl);
    expect(
      await screen.findByText(
        'There was an issue trying to load the dashboard. Your organization may not have a dashboard configured.',
      ),
    ).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText(
        'There was an issue trying to load the dashboard. Your organization may not have a dashboard configured.',
      ),
    ).toBeVisible();
    expect(getDashboardUrl).toHaveBeenCalledTimes(2);
    expect(screen.queryByTitle('Analytics dashboard of Springfield')).not.toBeInTheDocument();
  });

  it('says it waits for the connection while offline, and asks for the dashboard once it is back', async () => {
    const getDashboardUrl = vi
      .fn()
      .mockRejectedValueOnce(new Error('boom'))
      .mockResolvedValue('https://dashboards.example.gov/embed/abc');
    setup(getDashboardUrl);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    onlineManager.setOnline(false);
    try {
      fireEvent.click(retry);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Connection LostYour device is offline. The dashboard will load as soon as the connection is back.',
      );
      expect(getDashboardUrl).toHaveBeenCalledTimes(1);
      act(() => onlineManager.setOnline(true));
      await vi.waitFor(() => expect(getDashboardUrl).toHaveBeenCalledTimes(2));
      await vi.waitFor(() => expect(screen.queryByText(/Your device is offline/)).not.toBeInTheDocument());
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('explains, without calling, when the role may not view the dashboard; and on a 403', async () => {
    const getDashboardUrl = vi.fn();
    setup(getDashboardUrl, testUser({ permissions: [] }));
    expect(await screen.findByText('Dashboard Not Available')).toBeVisible();
    expect(getDashboardUrl).not.toHaveBeenCalled();
  });

  it('tells a user without a role what to ask their administrator for', async () => {
    const getDashboardUrl = vi.fn();
    setup(getDashboardUrl, testUser({ role: 'NO_ROLE', permissions: ['UPDATE_OWN_USER_PROFILE'] }));
    expect(await screen.findByRole('heading', { name: 'No Role Yet' })).toBeVisible();
    expect(
      screen.getByText(/Ask your administrator for a Revenue Management role: Researcher to search and view payments/),
    ).toBeVisible();
    expect(screen.queryByText('Dashboard Not Available')).not.toBeInTheDocument();
    expect(getDashboardUrl).not.toHaveBeenCalled();
  });

  it('explains a 403 from the server', async () => {
    setup(vi.fn().mockRejectedValue(Object.assign(new Error('forbidden'), { status: 403 })));
    expect(
      await screen.findByText(
        "Your role doesn't allow you to see the dashboard. If you think it should, please contact your administrator.",
      ),
    ).toBeVisible();
  });
});
