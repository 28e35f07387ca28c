import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, LinearProgress, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useCanAccess, useStore, useTranslate } from 'ra-core';
import { useId, useMemo, useState } from 'react';
import {
  EXPORT_COLUMNS,
  MAX_EXPORT_ROWS,
  RESULT_COLUMNS_STORE_KEY,
  RESULT_SOURCES,
  visibleExportColumns,
} from './paymentExportModel';
import { usePaymentExport } from './usePaymentExport';

const count = (n: number) => n.toLocaleString('en-US');

interface PaymentExportProps {
  timezone: string;
  client: string | null;
  /** The results are still loading: nothing to export yet. */
  disabled?: boolean;
}

/**
 * Export, beside the results' count: downloads payments-<from>-<to>.csv with every payment the search matches, showing
 * how far it has got with a Cancel; above 100,000 matches it asks for narrower dates instead. Only for users who may
 * search payments. Its parts are items of the row it sits in, so the warning can take a line of its own.
 */
export const PaymentExport = ({ timezone, client, disabled = false }: PaymentExportProps) => {
  const translate = useTranslate();
  const { canAccess, isPending } = useCanAccess({ resource: 'payments', action: 'export' });
  const [which, setWhich] = useState<'all' | 'visible'>('all');
  const columns = useVisibleExportColumns();
  const { state, start, cancel } = usePaymentExport({
    timezone,
    client,
    columns: which === 'all' ? EXPORT_COLUMNS : columns,
  });
  const textId = useId();
  if (!canAccess && !isPending) return null;
  // While the access check is on its way the controls take their room unseen: appearing a moment after the results'
  // toolbar, they pushed its Columns button aside and the results down (a layout shift Lighthouse counted).
  const unseen = isPending ? HIDDEN : undefined;

  if (state.kind === 'running') {
    const shown = { done: count(state.done), total: count(state.total) };
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, ml: 'auto' }}>
        <Typography id={textId} variant="body2">
          {translate('rm.payments.export.progress', shown)}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={state.total ? Math.min(100, (state.done / state.total) * 100) : 0}
          aria-labelledby={textId}
          aria-valuetext={translate('rm.payments.export.progressValue', shown)}
          sx={{ width: 160, height: 8, borderRadius: 4 }}
        />
        <Button size="small" variant="outlined" onClick={cancel}>
          {translate('rm.payments.export.cancel')}
        </Button>
      </Box>
    );
  }
  return (
    <>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={which}
        onChange={(_, value: 'all' | 'visible' | null) => value && setWhich(value)}
        aria-label={translate('rm.payments.export.columnsChoice')}
        sx={{
          ml: 'auto',
          bgcolor: 'background.paper',
          '& .MuiToggleButton-root': { textTransform: 'none', py: 0.25 },
          ...unseen,
        }}
      >
        <ToggleButton value="all">{translate('rm.payments.export.allColumns')}</ToggleButton>
        <ToggleButton value="visible">{translate('rm.payments.export.visibleColumns')}</ToggleButton>
      </ToggleButtonGroup>
      <Button
        variant="outlined"
        size="small"
        startIcon={<DownloadIcon />}
        onClick={() => void start()}
        disabled={disabled || isPending}
        sx={{ bgcolor: 'background.paper', ...unseen }}
      >
        {translate('rm.payments.export.button')}
      </Button>
      {state.kind === 'tooLarge' ? (
        <Alert severity="warning" role="alert" sx={{ flexBasis: '100%' }}>
          {translate('rm.payments.export.tooLarge', { total: count(state.total), max: count(MAX_EXPORT_ROWS) })}
        </Alert>
      ) : null}
    </>
  );
};

const HIDDEN = { visibility: 'hidden' } as const;

const NONE_HIDDEN: string[] = [];

/** The file's columns for the results' columns as the user chose to show them (DataTable's ColumnsButton). */
const useVisibleExportColumns = () => {
  const [hidden] = useStore<string[]>(RESULT_COLUMNS_STORE_KEY, NONE_HIDDEN);
  const [ranks] = useStore<number[] | undefined>(`${RESULT_COLUMNS_STORE_KEY}_columnRanks`);
  return useMemo(() => visibleExportColumns(RESULT_SOURCES, hidden, ranks), [hidden, ranks]);
};
