import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { ListContextProvider, ResourceContextProvider, useTranslate } from 'ra-core';
import { DataTable } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { LocationListItem } from '../../dataProviders/pos/contract';
import { PosConfigLayout, usePosBrand, usePosLoadError } from '../../src/ui/pos/PosConfigLayout';
import { PosClientMissing, PosEmptyState, PosLoadFailed, RowLink } from '../../src/ui/pos/PosTable';
import { SortableDataTable } from '../../src/ui/pos/SortableTable';
import { useSortableList } from '../../src/ui/pos/useSortableList';
import { LOCATIONS_PATH, locationEditPath } from './paths';

const rowName = (row: LocationListItem) => row.name;

/** /pos-config/locations: the client's locations in their manual order, reordered by dragging. */
export const LocationList = () => {
  const translate = useTranslate();
  const brand = usePosBrand();
  const { list, move, error, refetch, loaded } = useSortableList<LocationListItem>('locations', { brand });
  const clientMissing = usePosLoadError(error);

  return (
    <PosConfigLayout
      title={translate('rm.pos.titles.locations')}
      actions={
        clientMissing ? undefined : (
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={`${LOCATIONS_PATH}/create`}>
            {translate('rm.pos.actions.createLocation')}
          </Button>
        )
      }
    >
      {clientMissing ? (
        <PosClientMissing />
      ) : error && !loaded ? (
        <PosLoadFailed onRetry={() => void refetch()} />
      ) : (
        <ResourceContextProvider value="locations">
          <ListContextProvider value={list}>
            <SortableDataTable<LocationListItem>
              label={translate('rm.pos.titles.locations')}
              rowName={rowName}
              rowLink={locationEditPath}
              onMove={move}
              empty={
                <PosEmptyState
                  heading={translate('rm.pos.empty.locations.heading')}
                  text={translate('rm.pos.empty.locations.text')}
                />
              }
            >
              <DataTable.Col
                source="name"
                label={translate('rm.pos.columns.location')}
                disableSort
                render={row => <RowLink to={locationEditPath(row.id)}>{row.name}</RowLink>}
              />
              <DataTable.Col source="address_1" label={translate('rm.pos.columns.address')} disableSort />
            </SortableDataTable>
          </ListContextProvider>
        </ResourceContextProvider>
      )}
    </PosConfigLayout>
  );
};
