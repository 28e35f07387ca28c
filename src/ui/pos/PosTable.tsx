import {
  Alert,
  Box,
  Button,
  Link,
  Paper,
  Skeleton,
  TableCell,
  TableRow,
  Typography,
  type SxProps,
  type Theme,
} from '@mui/material';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { POS_SECTIONS, usePosBrand } from './PosConfigLayout';

const CLIENT_FORM_PATH = POS_SECTIONS[0].to;

export interface PosRow {
  id: number;
}

export interface PosColumn<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
}

export interface PosTableProps<T extends PosRow> {
  /** Asks for the rows again after they failed to load (rows undefined, not pending). */
  onRetry: () => void;
  /** The table's accessible name. */
  label: string;
  columns: PosColumn<T>[];
  rows: T[] | undefined;
  isPending: boolean;
  /** Where a row leads (its edit page); the first cell is also a link there, for keyboards. */
  rowLink: (row: T) => string;
  empty: { heading: string; text: string };
  /** Extra styles of every body and header cell (the terminal list's 75–250px widths). */
  cellSx?: SxProps<Theme>;
  /**
   * The table as wide as its columns, not the page: for cells whose width is bounded (cellSx), which a full-width
   * table stretches past their maximum.
   */
  fitColumns?: boolean;
}

/** "No Agencies" and the like: a heading and a line of text in place of the table, and what to do next. */
export const PosEmptyState = ({ heading, text, action }: { heading: string; text: string; action?: ReactNode }) => (
  <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
    <Typography variant="h2" component="h2" gutterBottom>
      {heading}
    </Typography>
    <Typography color="text.secondary">{text}</Typography>
    {action ? <Box sx={{ mt: 2 }}>{action}</Box> : null}
  </Paper>
);

/**
 * Where a cashiering page's data failed to load: said in place, with Try again, so the page does not stand empty once
 * the error alert above it is dismissed.
 */
export const PosLoadFailed = ({ onRetry }: { onRetry: () => void }) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      variant="outlined"
      // The error alert above has announced the failure; this stays as its trace on the page.
      role="status"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('rm.pos.loadFailed.retry')}
        </Button>
      }
    >
      {translate('rm.pos.loadFailed.text')}
    </Alert>
  );
};

/** In place of a list whose client has no cashiering set-up yet (usePosLoadError): the way to the client form. */
export const PosClientMissing = () => {
  const translate = useTranslate();
  const brand = usePosBrand();
  return (
    <PosEmptyState
      heading={translate('rm.pos.empty.noClient.heading')}
      text={translate('rm.pos.empty.noClient.text', { brand })}
      action={
        <Button variant="contained" component={RouterLink} to={CLIENT_FORM_PATH}>
          {translate('rm.pos.empty.noClient.action')}
        </Button>
      }
    />
  );
};

export const SKELETON_ROWS = 5;

/** A row click opens the row; a click on its link is the link's own. */
export const useRowNavigation = () => {
  const navigate = useNavigate();
  return (to: string) => (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a, button')) return;
    navigate(to);
  };
};

/** The first cell's link to the row's page; the row's own click handler leaves it alone. */
export const RowLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <Link component={RouterLink} to={to} sx={{ fontWeight: 600 }} onClick={event => event.stopPropagation()}>
    {children}
  </Link>
);

export const SkeletonRows = ({ columns }: { columns: number }) => (
  <>
    {Array.from({ length: SKELETON_ROWS }, (_, row) => (
      <TableRow key={row}>
        {Array.from({ length: columns }, (__, cell) => (
          <TableCell key={cell}>
            <Skeleton width={cell === 0 ? '60%' : '40%'} />
          </TableCell>
        ))}
      </TableRow>
    ))}
  </>
);

/** The container's and the table's styles: the page's width, or (fitColumns) the columns'. */
export const tableWidthSx = (fitColumns: boolean | undefined) =>
  fitColumns
    ? ({ container: { width: 'fit-content', maxWidth: '100%' }, table: { width: 'auto' } } as const)
    : { container: undefined, table: undefined };
