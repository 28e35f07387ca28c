import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { ListBase, useListContext, useTranslate, type Identifier } from 'ra-core';
import { DataTable } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { AgencyListItem } from '../../dataProviders/pos/contract';
import { PosConfigLayout } from '../cashiering/PosConfigLayout';
import { usePosBrand } from '../cashiering/usePosBrand';
import { usePosLoadError } from '../cashiering/posOutcome';
import { OneLine, PosClientMissing, PosListEmpty, PosLoadFailed } from '../cashiering/PosTable';
import { agencyListParams } from './listParams';
import { AGENCIES_PATH, agencyEditPath } from './paths';

/** /pos-config/agencies: the client's agencies (Agency, Slug), all on one page; a row opens its edit page. */
export const AgencyList = () => {
  const { filter, pagination, sort } = agencyListParams(usePosBrand());
  return (
    <ListBase
      resource="agencies"
      filter={filter}
      perPage={pagination?.perPage}
      sort={sort}
      disableSyncWithLocation
      storeKey={false}
      // Failures are said by the page's alert, not a toast as well.
      queryOptions={{ onError: () => undefined }}
    >
      <AgencyListView />
    </ListBase>
  );
};

const rowClick = (id: Identifier) => agencyEditPath(id);

// The columns share the page whatever the texts: a long description is cut (OneLine) and the Slug column stays in view.
const TABLE_SX = { '& .RaDataTable-table': { tableLayout: 'fixed' } } as const;

const AgencyListView = () => {
  const translate = useTranslate();
  const { error, refetch } = useListContext<AgencyListItem>();
  const clientMissing = usePosLoadError(error);
  return (
    <PosConfigLayout
      title={translate('rm.pos.titles.agencies')}
      actions={
        clientMissing ? undefined : (
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={`${AGENCIES_PATH}/create`}>
            {translate('rm.pos.actions.createAgency')}
          </Button>
        )
      }
    >
      {clientMissing ? (
        <PosClientMissing />
      ) : error ? (
        <PosLoadFailed error={error} onRetry={() => void refetch()} />
      ) : (
        <DataTable<AgencyListItem>
          aria-label={translate('rm.pos.titles.agencies')}
          bulkActionButtons={false}
          rowClick={rowClick}
          size="medium"
          sx={TABLE_SX}
          empty={<PosListEmpty list="agencies" />}
        >
          <DataTable.Col
            source="description"
            // The record itself: the resource's name, not the description field's label.
            label={translate('resources.agencies.name', { smart_count: 1 })}
            disableSort
            render={record => <OneLine text={record.description} to={agencyEditPath(record.id)} />}
          />
          <DataTable.Col source="slug" disableSort render={record => <OneLine text={record.slug} />} />
        </DataTable>
      )}
    </PosConfigLayout>
  );
};
