import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useMemo } from 'react';
import { useDataProvider, useGetList, useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProviders';
import type { LocationListItem } from '../../dataProviders/pos/contract';
import { PosConfigLayout, usePosBrand, usePosLoadError } from '../../src/ui/pos/PosConfigLayout';
import { PosClientMissing } from '../../src/ui/pos/PosTable';
import { SortableTable } from '../../src/ui/pos/SortableTable';
import { useOptimisticOrder } from '../../src/ui/pos/useOptimisticOrder';
import { LOCATIONS_PATH, locationEditPath } from './paths';

const rowLink = (row: LocationListItem) => locationEditPath(row.id);
const rowName = (row: LocationListItem) => row.name;

/** /pos-config/locations: the client's locations in their manual order, reordered by dragging. */
export const LocationList = () => {
  const translate = useTranslate();
  const brand = usePosBrand();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isPending, error, refetch } = useGetList<LocationListItem>('locations', {
    filter: { brand },
    pagination: { page: 1, perPage: 10_000 },
    sort: { field: 'position', order: 'ASC' },
  });
  const clientMissing = usePosLoadError(error);
  const { rows, move } = useOptimisticOrder(error ? undefined : data, ids => dataProvider.sortPos('locations', ids));

  // Stable, so that a drag re-renders no row's cells (SortableTable memoises them).
  const columns = useMemo(
    () => [
      { key: 'name', header: translate('rm.pos.columns.location'), render: (row: LocationListItem) => row.name },
      {
        key: 'address_1',
        header: translate('rm.pos.columns.address'),
        render: (row: LocationListItem) => row.address_1,
      },
    ],
    [translate],
  );

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
      ) : (
        <SortableTable<LocationListItem>
          label={translate('rm.pos.titles.locations')}
          columns={columns}
          rows={rows}
          isPending={isPending}
          rowLink={rowLink}
          rowName={rowName}
          onMove={move}
          onRetry={() => void refetch()}
          empty={{
            heading: translate('rm.pos.empty.locations.heading'),
            text: translate('rm.pos.empty.locations.text'),
          }}
        />
      )}
    </PosConfigLayout>
  );
};
