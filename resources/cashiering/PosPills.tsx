import { Box, Button } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link as RouterLink, useLocation } from 'react-router-dom';

export const POS_SECTIONS = [
  { key: 'clients', to: '/pos-config/clients/edit', base: '/pos-config/clients' },
  { key: 'locations', to: '/pos-config/locations', base: '/pos-config/locations' },
  { key: 'agencies', to: '/pos-config/agencies', base: '/pos-config/agencies' },
  { key: 'terminals', to: '/pos-config/terminals', base: '/pos-config/terminals' },
] as const;

/** The pill navigation between the four sections of the tool; the current one is highlighted and marked. */
export const PosPills = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  return (
    <Box component="nav" aria-label={translate('rm.pos.nav.label')} sx={{ mb: 1 }}>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}>
        {POS_SECTIONS.map(section => {
          const active = pathname === section.base || pathname.startsWith(`${section.base}/`);
          return (
            <li key={section.key}>
              <Button
                component={RouterLink}
                to={section.to}
                aria-current={active ? 'page' : undefined}
                variant={active ? 'contained' : 'outlined'}
                size="small"
                sx={{ borderRadius: 999, px: 2.5 }}
              >
                {translate(`rm.pos.nav.${section.key}`)}
              </Button>
            </li>
          );
        })}
      </Box>
    </Box>
  );
};
