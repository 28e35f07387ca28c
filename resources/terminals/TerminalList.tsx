import AddIcon from '@mui/icons-material/Add';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import { useMemo } from 'react';
import { useDataProvider, useGetList, useTranslate } from 'ra-core';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProviders';
import type { LocationListItem, TerminalListItem } from '../../dataProviders/pos/contract';
import { PosConfigLayout, usePosBrand, usePosLoadError } from '../../src/ui/pos/PosConfigLayout';
import { PosClientMissing } from '../../src/ui/pos/PosTable';
import { SortableTable } from '../../src/ui/pos/SortableTable';
import { useOptimisticOrder } from '../../src/ui/pos/useOptimisticOrder';
import { TERMINALS_PATH, terminalEditPath } from './paths';

const ALL = '';
/** pos-config spec §2: terminal table cells are 75px to 250px wide. */
const CELL_SX = { minWidth: 75, maxWidth: 250, overflowWrap: 'anywhere' } as const;
const rowLink = (row: TerminalListItem) => terminalEditPath(row.id);
const rowName = (row: TerminalListItem) => row.name;

/**
 * /pos-config/terminals: the client's terminals in their manual order, narrowed by location
 * (`?location_id=`, kept in the address so a reload or a link keeps it).
 */
export const TerminalList = () => {
  const translate = useTranslate();
  const brand = usePosBrand();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [searchParams, setSearchParams] = useSearchParams();
  const locationId = searchParams.get('location_id') ?? ALL;

  const locations = useGetList<LocationListItem>('locations', {
    filter: { brand },
    pagination: { page: 1, perPage: 10_000 },
    sort: { field: 'position', order: 'ASC' },
  });
  const terminals = useGetList<TerminalListItem>('terminals', {
    filter: { brand, location_id: locationId || undefined },
    pagination: { page: 1, perPage: 10_000 },
    sort: { field: 'position', order: 'ASC' },
  });
  const error = terminals.error ?? locations.error;
  const clientMissing = usePosLoadError(error);
  // While narrowed to a location, dragging orders that location's terminals among themselves.
  const { rows, move } = useOptimisticOrder(terminals.error ? undefined : terminals.data, ids =>
    dataProvider.sortPos('terminals', ids),
  );

  // Stable, so that a drag re-renders no row's cells (SortableTable memoises them).
  const columns = useMemo(
    () => [
      { key: 'name', header: translate('rm.pos.columns.terminal'), render: (row: TerminalListItem) => row.name },
      { key: 'kiosk_id', header: translate('rm.pos.columns.kioskId'), render: (row: TerminalListItem) => row.kiosk_id },
      {
        key: 'location',
        header: translate('rm.pos.columns.location'),
        render: (row: TerminalListItem) => row.location,
      },
    ],
    [translate],
  );

  const chooseLocation = (value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value === ALL) next.delete('location_id');
    else next.set('location_id', value);
    setSearchParams(next, { replace: true });
  };

  return (
    <PosConfigLayout
      title={translate('rm.pos.titles.terminals')}
      actions={
        clientMissing ? undefined : (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            component={RouterLink}
            to={`${TERMINALS_PATH}/create${locationId ? `?location_id=${encodeURIComponent(locationId)}` : ''}`}
          >
            {translate('rm.pos.actions.createTerminal')}
          </Button>
        )
      }
    >
      {clientMissing ? (
        <PosClientMissing />
      ) : (
        <>
          <Box sx={{ mb: 2, maxWidth: 360 }}>
            <TextField
              select
              fullWidth
              size="small"
              id="terminal-location-filter"
              label={translate('rm.pos.filter.location')}
              value={
                locations.data?.some(location => String(location.id) === locationId) || locationId === ALL
                  ? locationId
                  : ALL
              }
              onChange={event => chooseLocation(event.target.value)}
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            >
              <MenuItem value={ALL}>{translate('rm.pos.filter.allLocations')}</MenuItem>
              {(locations.data ?? []).map(location => (
                <MenuItem key={location.id} value={String(location.id)}>
                  {location.name}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <SortableTable<TerminalListItem>
            label={translate('rm.pos.titles.terminals')}
            columns={columns}
            rows={rows}
            isPending={terminals.isPending}
            rowLink={rowLink}
            rowName={rowName}
            onMove={move}
            onRetry={() => {
              void terminals.refetch();
              if (locations.error) void locations.refetch();
            }}
            cellSx={CELL_SX}
            fitColumns
            empty={{
              heading: translate('rm.pos.empty.terminals.heading'),
              text: translate('rm.pos.empty.terminals.text'),
            }}
          />
        </>
      )}
    </PosConfigLayout>
  );
};
