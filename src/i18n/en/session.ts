/** Texts of the session area (idle warning, maintenance, version tag); spec quotes are word for word. */
export const session = {
  idle: {
    heading: 'Are You Still There?',
    text: 'For security purposes, you will be logged out soon because you have been inactive.',
    countdown: 'You will be logged out in %{smart_count} second |||| You will be logged out in %{smart_count} seconds',
    stay: 'Stay Logged In',
    logOff: 'Log Off',
  },
  maintenance: {
    heading: 'Down For Maintenance',
    text: 'Revenue Management is down for maintenance. Please try again later.',
  },
  versionTag: '%{environment} · v%{version}',
  versionTagLabel: 'Version tag',
} as const;
