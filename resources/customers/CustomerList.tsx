import { ListBase, useTranslate } from 'ra-core';
import { shouldRetryQuery } from '../../src/lib/queryRetry';
import type { Customer } from '../../dataProviders/sso/customersContract';
import { CUSTOMER_PAGE_SIZE } from '../../dataProviders/sso/customersContract';
import { Page } from '../../src/layout/Page';
import { useCurrentUser } from '../../src/session/CurrentUserContext';
import { customerListStoreKey } from './customerModel';
import { CustomerResults } from './CustomerResults';
import { CustomerSearchBar } from './CustomerSearchBar';

/**
 * /customers: build a search by email address, first name or last name, then page through the
 * client's customers 20 at a time. The search is kept (in memory) while the user moves around the app.
 */
export const CustomerList = () => {
  const translate = useTranslate();
  const { client } = useCurrentUser();
  return (
    <Page title={translate('rm.customers.title')}>
      <ListBase<Customer>
        resource="customers"
        perPage={CUSTOMER_PAGE_SIZE}
        filter={{ clientSlug: client?.slug }}
        disableSyncWithLocation
        storeKey={customerListStoreKey(client?.slug)}
        // Each page shows its own placeholder rows, and a failure shows the spec's state instead of a toast.
        // The app's retry of a read, as the payments list (a page that failed once is asked again, not swapped for page 1).
        queryOptions={{ placeholderData: undefined, onError: () => undefined, retry: shouldRetryQuery }}
      >
        <CustomerSearchBar />
        <CustomerResults />
      </ListBase>
    </Page>
  );
};
