import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  Button,
  InputAdornment,
  MenuItem,
  TextField,
  alpha,
  darken,
  lighten,
  type Theme,
} from '@mui/material';
import { useGetList, useTranslate, useTranslateLabel } from 'ra-core';
import { DataTable } from 'react-admin';
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { LocationListItem, TerminalListItem } from '../../dataProviders/pos/contract';
import { PosConfigLayout } from '../cashiering/PosConfigLayout';
import { usePosBrand } from '../cashiering/usePosBrand';
import { usePosLoadError } from '../cashiering/posOutcome';
import { PosClientMissing, PosEmptyState, PosListEmpty, PosLoadFailed } from '../cashiering/PosTable';
import { HANDLE_CLASS, SortableDataTable } from '../cashiering/SortableTable';
import { brandListParams } from '../cashiering/posListParams';
import { useSortableList } from '../cashiering/useSortableList';
import { TERMINALS_PATH, terminalEditPath } from './paths';

const ALL = '';

/**
 * /pos-config/terminals: the client's terminals in their manual order, narrowed by location (`?location_id=`, kept in
 * the address so a reload or a link keeps it) and searched in memory; dragging is off while a search narrows the rows.
 */
export const TerminalList = () => {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const brand = usePosBrand();
  const [searchParams, setSearchParams] = useSearchParams();
  const locationId = searchParams.get('location_id') ?? ALL;

  const locations = useGetList<LocationListItem>('locations', brandListParams(brand));
  // Terminals are ordered within their location: narrowed to one, dragging orders its terminals; across all, rows show
  // grouped by location and move only within theirs.
  const filter = useMemo(() => ({ brand, location_id: locationId || undefined }), [brand, locationId]);
  const {
    list,
    move,
    canMove,
    error: terminalsError,
    refetch,
    loaded,
  } = useSortableList<TerminalListItem>('terminals', filter, locationId ? undefined : locationOfTerminal);
  const error = terminalsError ?? locations.error;
  const clientMissing = usePosLoadError(error);
  const q = String(list.filterValues.q ?? '');
  const chosenLocation = locations.data?.find(location => String(location.id) === locationId);

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
          <Box sx={TOOLBAR_SX}>
            <TextField
              select
              size="small"
              id="terminal-location-filter"
              label={translateLabel({ source: 'location_id', resource: 'terminals' })}
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
            <TextField
              size="small"
              type="search"
              label={translate('rm.pos.filter.searchTerminals')}
              placeholder={translate('rm.pos.filter.searchHint')}
              value={q}
              onChange={event => list.setFilters(event.target.value ? { q: event.target.value } : {})}
              slotProps={{
                inputLabel: { shrink: true },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
            />
          </Box>
          {q && list.total ? (
            <Alert severity="info" role="status" sx={{ mb: 2 }}>
              {translate('rm.pos.filter.sortingOff')}
            </Alert>
          ) : null}
          {terminalsError && !loaded ? (
            <PosLoadFailed
              error={terminalsError}
              onRetry={() => {
                void refetch();
                if (locations.error) void locations.refetch();
              }}
            />
          ) : (
            <SortableDataTable
              resource="terminals"
              list={list}
              label={translate('rm.pos.titles.terminals')}
              rowLink={terminalEditPath}
              onMove={move}
              canMove={canMove}
              sortingDisabled={!!q}
              sx={TERMINAL_TABLE_SX}
              empty={
                q ? (
                  <Alert severity="info" role="status">
                    {translate('rm.pos.filter.noMatch', { q })}
                  </Alert>
                ) : chosenLocation ? (
                  <PosEmptyState
                    heading={translate('rm.pos.empty.terminalsAt.heading', { location: chosenLocation.name })}
                    text={translate('rm.pos.empty.terminalsAt.text', { location: chosenLocation.name })}
                    action={
                      <Button variant="outlined" onClick={() => chooseLocation(ALL)}>
                        {translate('rm.pos.empty.terminalsAt.clear')}
                      </Button>
                    }
                  />
                ) : (
                  <PosListEmpty list="terminals" />
                )
              }
            >
              <DataTable.Col source="kiosk_id" disableSort />
              <DataTable.Col source="location" disableSort />
            </SortableDataTable>
          )}
        </>
      )}
    </PosConfigLayout>
  );
};

const locationOfTerminal = (terminal: TerminalListItem) => terminal.location_id ?? terminal.location;

const TOOLBAR_SX = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 360px))' },
  gap: 2,
  mb: 2,
} as const;

/** MUI's TableCell bottom border. */
const tableCellBorder = (theme: Theme) =>
  `1px solid ${
    theme.palette.mode === 'light'
      ? lighten(alpha(theme.palette.divider, 1), 0.88)
      : darken(alpha(theme.palette.divider, 1), 0.68)
  }`;

/** The handle's column and the spec's widest three cells. */
const WIDE = 56 + 3 * 250;

/*
 * Terminal cells are 75px to 250px wide. The table spans the page: below WIDE its three columns
 * share it, above they are 250px and a last cell of CSS alone (no column of its own) takes the rest. The layout is
 * fixed, so the columns do not follow the rows a filter shows; words wrap whole, and one too long for its cell ends in
 * an ellipsis rather than breaking (on a phone, where cells are about 100 px, it breaks: every letter stays in view).
 */
const TERMINAL_TABLE_SX = {
  '& .RaDataTable-tableWrapper': { containerType: 'inline-size' },
  '& .RaDataTable-table': { tableLayout: 'fixed', width: '100%' },
  [`& td:not(.${HANDLE_CLASS}), & th:not(.${HANDLE_CLASS})`]: {
    // On a phone the three columns share about 300 px: a smaller type and padding keep most words whole, and a word
    // wider than its cell breaks rather than losing its end to an ellipsis.
    px: { xs: 0.75, sm: 1.5 },
    fontSize: { xs: '0.8125rem', sm: undefined },
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    overflowWrap: { xs: 'anywhere', sm: 'normal' },
  },
  [`@container (min-width: ${WIDE}px)`]: {
    [`& th:not(.${HANDLE_CLASS})`]: { width: 250 },
    // The row's divider goes on under the last cell in the cells' own colour (MUI's TableCell border), not the
    // theme's divider, which showed as a seam in dark mode.
    '& tr::after': { content: '""', display: 'table-cell', borderBottom: tableCellBorder },
    '& thead tr::after': { position: 'sticky', top: 0, zIndex: 2, bgcolor: 'background.paper' },
  },
} as const;
