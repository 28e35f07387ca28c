import { Alert, AlertTitle, Box, Button, Link, Paper, Tooltip, Typography } from '@mui/material';
import { useState, type ReactNode, type SyntheticEvent } from 'react';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { statusOfError } from '../../dataProviders/http';
import { POS_SECTIONS } from './PosPills';
import { usePosBrand } from './usePosBrand';

const CLIENT_FORM_PATH = POS_SECTIONS[0].to;

export interface PosRow {
  id: number;
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

/** A POS list's empty state: "No Locations" and its line (`rm.pos.empty.{list}`). */
export const PosListEmpty = ({ list }: { list: 'agencies' | 'locations' | 'terminals' }) => {
  const translate = useTranslate();
  return (
    <PosEmptyState heading={translate(`rm.pos.empty.${list}.heading`)} text={translate(`rm.pos.empty.${list}.text`)} />
  );
};

/**
 * Where a cashiering page's data failed to load: said in place, with Try again, so the page does not stand empty once
 * the error alert above it is dismissed. A refusal (403) offers no Try again: asking again would not help.
 */
export const PosLoadFailed = ({ onRetry, error }: { onRetry: () => void; error?: unknown }) => {
  const translate = useTranslate();
  const denied = statusOfError(error) === 403;
  return (
    <Alert
      severity="error"
      variant="outlined"
      // The error alert above has announced the failure; this stays as its trace on the page.
      role="status"
      action={
        denied ? undefined : (
          <Button color="inherit" size="small" onClick={onRetry}>
            {translate('rm.pos.loadFailed.retry')}
          </Button>
        )
      }
    >
      {translate(denied ? 'rm.pos.loadFailed.deniedText' : 'rm.pos.loadFailed.text')}
    </Alert>
  );
};

/** In place of the form of another client's record, opened by its address while this client is chosen. */
export const PosOtherClient = ({ brand, listPath }: { brand: string; listPath: string }) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="warning"
      variant="outlined"
      action={
        <Button color="inherit" size="small" component={RouterLink} to={listPath} sx={{ whiteSpace: 'nowrap' }}>
          {translate('rm.pos.otherClient.back')}
        </Button>
      }
    >
      <AlertTitle>{translate('rm.pos.otherClient.heading', { brand })}</AlertTitle>
      {translate('rm.pos.otherClient.text')}
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

/** The first cell's link to the row's page; the row's own click handler leaves it alone. */
export const RowLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <Link component={RouterLink} to={to} sx={{ fontWeight: 600 }} onClick={event => event.stopPropagation()}>
    {children}
  </Link>
);

const ONE_LINE_SX = { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/**
 * A cell's text on one line, cut with an ellipsis where the cell ends (a long unbroken word neither widens the table
 * nor doubles its rows); when it is cut, pointing at it or focusing it shows the whole text. With `to`, the row's link.
 */
export const OneLine = ({ text, to }: { text: string; to?: string }) => {
  const [cut, setCut] = useState(false);
  const measure = (event: SyntheticEvent<HTMLElement>) =>
    setCut(event.currentTarget.scrollWidth > event.currentTarget.clientWidth);
  return (
    <Tooltip title={cut ? text : ''} describeChild>
      {to ? (
        <Link
          component={RouterLink}
          to={to}
          sx={{ ...ONE_LINE_SX, fontWeight: 600 }}
          onClick={event => event.stopPropagation()}
          onMouseEnter={measure}
          onFocus={measure}
        >
          {text}
        </Link>
      ) : (
        <Box component="span" sx={ONE_LINE_SX} onMouseEnter={measure}>
          {text}
        </Box>
      )}
    </Tooltip>
  );
};
