import { Box, useMediaQuery, type Theme } from '@mui/material';
import { useCanAccessResources, useTranslate } from 'ra-core';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useCurrentUser } from '../session/CurrentUserContext';

export interface Tab {
  key: string;
  to: string;
  match: (path: string) => boolean;
}

const GATED = ['payments', 'customers', 'pos-config'];

/**
 * Below this width every tab does not fit beside the others (Spanish, an admin's five tabs): the top bar's menu lists
 * them instead, with the user's entries, and the tab bar is not drawn.
 */
export const useNarrowShell = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));

/** The tabs; the gated ones once react-admin has said the user may open them (the bar keeps its height meanwhile). */
export const useNavTabs = (): Tab[] => {
  const { client, settings } = useCurrentUser();
  const { canAccess = {} } = useCanAccessResources({ action: 'list', resources: GATED });
  if (!client) return [];
  const tabs: Tab[] = [{ key: 'dashboard', to: '/dashboard', match: path => path.startsWith('/dashboard') }];
  if (canAccess.payments) tabs.push({ key: 'payments', to: '/payments', match: path => path.startsWith('/payment') });
  if (settings?.customerManagementEnabled && canAccess.customers)
    tabs.push({ key: 'customers', to: '/customers', match: path => path.startsWith('/customers') });
  tabs.push({
    key: 'settings',
    to: '/settings',
    match: path => path.startsWith('/settings') || path.startsWith('/profile'),
  });
  if (canAccess['pos-config'])
    tabs.push({ key: 'posConfig', to: '/pos-config/clients/edit', match: path => path.startsWith('/pos-config') });
  return tabs;
};

/** The nav tabs under the top bar: links, the current one marked for assistive technology. */
export const NavTabs = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const tabs = useNavTabs();
  const narrow = useNarrowShell();
  if (!tabs.length || narrow) return null;
  return (
    <Box
      component="nav"
      aria-label={translate('rm.shell.nav.label')}
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', overflowX: 'auto' }}
    >
      <Box
        component="ul"
        sx={{ display: 'flex', m: 0, p: 0, px: { xs: 1, sm: 3 }, listStyle: 'none', gap: { xs: 0.5, sm: 1 } }}
      >
        {tabs.map(tab => {
          const active = tab.match(pathname);
          return (
            <li key={tab.key}>
              <Box
                component={RouterLink}
                to={tab.to}
                aria-current={active ? 'page' : undefined}
                sx={{
                  display: 'block',
                  px: 2,
                  py: 1.5,
                  whiteSpace: 'nowrap',
                  textDecoration: 'none',
                  fontWeight: 600,
                  color: active ? 'primary.main' : 'text.secondary',
                  borderBottom: 3,
                  borderColor: active ? 'primary.main' : 'transparent',
                  '&:hover': { color: 'primary.main', bgcolor: 'action.hover' },
                  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.light', outlineOffset: -3 },
                }}
              >
                {translate(`rm.shell.nav.${tab.key}`)}
              </Box>
            </li>
          );
        })}
      </Box>
    </Box>
  );
};
