import { useTranslate } from 'ra-core';
import { Page } from '../layout/Page';

// Replaced by the dashboard issue (embedded analytics frame).
export const DashboardPage = () => {
  const translate = useTranslate();
  return <Page title={translate('rm.shell.nav.dashboard')}>{null}</Page>;
};
