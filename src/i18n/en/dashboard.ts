/** Texts of the dashboard area; spec quotes are word for word. */
export const dashboard = {
  title: 'Dashboard',
  loading: 'Loading the dashboard…',
  offline: 'Your device is offline. The dashboard will load as soon as the connection is back.',
  frameTitle: 'Analytics dashboard of %{brand}',
  failedHeading: 'Something Went Wrong',
  failedText: 'There was an issue trying to load the dashboard. Your organization may not have a dashboard configured.',
  retry: 'Try again',
  deniedHeading: 'Dashboard Not Available',
  deniedText:
    "Your role doesn't allow you to see the dashboard. If you think it should, please contact your administrator.",
  noRoleHeading: 'No Role Yet',
  noRoleText:
    'Your account has no Revenue Management role yet, so there is no dashboard to show. Ask your administrator for a Revenue Management role: Researcher to search and view payments, Supervisor to also void and refund them.',
} as const;
