import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Page } from '../../src/layout/Page';
import { PosAlertArea } from './PosAlertArea';
import { PosDisabledNotice } from './PosDisabledNotice';
import { PosPills } from './PosPills';

/** Create and edit pages are narrow (700px); lists are wide (1258px). */
export const posPageWidth = (pathname: string) => (/\/(create|edit)\/?$/.test(pathname) ? 700 : 1258);

interface PosConfigLayoutProps {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** Every cashiering page: the pill navigation, the page heading, the alert area, then the page. */
export const PosConfigLayout = ({ title, actions, children }: PosConfigLayoutProps) => {
  const { pathname } = useLocation();
  const width = posPageWidth(pathname);
  return (
    <>
      <Box sx={{ maxWidth: width, mx: 'auto', px: { xs: 2, sm: 3 }, pt: 3 }}>
        <PosPills />
      </Box>
      <Page title={title} actions={actions} maxWidth={width}>
        <PosDisabledNotice />
        <PosAlertArea />
        {children}
      </Page>
    </>
  );
};
