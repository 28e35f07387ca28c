/** Texts of the dashboard area; spec quotes are word for word. */
export const dashboard = {
  title: 'Dashboard',
  loading: 'Loading the dashboard…',
  frameTitle: 'Analytics dashboard of %{brand}',
  failedHeading: 'Something Went Wrong',
  failedText: 'There was an issue trying to load the dashboard. Your organization may not have a dashboard configured.',
  retry: 'Try again',
  deniedHeading: 'Dashboard Not Available',
  deniedText: "Your role doesn't allow you to see the dashboard. If you think it should, please contact your administrator.",
} as const;
