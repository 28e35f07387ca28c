import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useTranslate } from 'ra-core';
import { DataTable } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { LocationListItem } from '../../dataProviders/pos/contract';
import { PosConfigLayout } from '../cashiering/PosConfigLayout';
import { usePosBrand } from '../cashiering/usePosBrand';
import { usePosLoadError } from '../cashiering/posOutcome';
import { PosClientMissing, PosListEmpty, PosLoadFailed } from '../cashiering/PosTable';
import { SortableDataTable } from '../cashiering/SortableTable';
import { useSortableList } from '../cashiering/useSortableList';
import { LOCATIONS_PATH, locationEditPath } from './paths';

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
        <PosLoadFailed error={error} onRetry={() => void refetch()} />
      ) : (
        <SortableDataTable
          resource="locations"
          list={list}
          label={translate('rm.pos.titles.locations')}
          rowLink={locationEditPath}
          onMove={move}
          empty={<PosListEmpty list="locations" />}
        >
          {/* The list names a location's address by its first line (the form's Address 1). */}
          <DataTable.Col source="address" disableSort render={location => location.address_1} />
        </SortableDataTable>
      )}
    </PosConfigLayout>
  );
};
