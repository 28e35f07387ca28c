import { useTranslate } from 'ra-core';
import { useLocation } from 'react-router-dom';
import { pageHeadingFor } from '../lib/pageHeadings';
import { Page } from './Page';
import { PageLoading } from './PageLoading';

/**
 * A page's loading state inside the layout. On a page whose heading its address tells, the heading stays where the
 * loading screen drew it (src/lib/pageHeadings.ts) until the page renders its own; elsewhere, the loading state alone.
 */
export const RouteLoading = () => {
  const { pathname } = useLocation();
  const translate = useTranslate();
  const heading = pageHeadingFor(pathname);
  if (!heading) return <PageLoading />;
  return (
    <Page title={translate(heading.key, { _: heading.text })}>
      <PageLoading />
    </Page>
  );
};
