import AddIcon from '@mui/icons-material/Add';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SearchIcon from '@mui/icons-material/Search';
import { Accordion, AccordionDetails, AccordionSummary, Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { memo, Suspense, useMemo, useState } from 'react';
import type { PaymentSearch } from '../../dataProviders/payments/contract';
import { lazy, named } from '../../src/routeTypes';
import { criteriaRowsOf, searchOf } from './paymentSearchModel';
import { FieldPlaceholder } from './FieldPlaceholder';
import { BUTTONS_SX, CRITERION_SX, REMOVE_SIZE, REMOVE_SX, ROW_SX, VALUE_SX } from './searchBarLayout';

interface PaymentSearchBarProps {
  search: PaymentSearch;
  onSearch: (next: PaymentSearch) => void;
  defaultExpanded: boolean;
  /** False while a bookmarked search's first results are on their way: a placeholder of the form's size stands in. */
  formShown?: boolean;
}

const PaymentCriteriaForm = lazy(named(() => import('./PaymentCriteriaForm'), 'PaymentCriteriaForm'));

/** The collapsible search bar: criteria rows, each criterion once; Enter or Search runs the search. */
export const PaymentSearchBar = memo(function PaymentSearchBar({ search, onSearch, defaultExpanded, formShown = true }: PaymentSearchBarProps) {
  const translate = useTranslate();
  const [expanded, setExpanded] = useState(defaultExpanded);
  const rows = useMemo(() => criteriaRowsOf(search), [search]);
  // The form restarts from the URL whenever the applied criteria change (Back, a removed chip, a shared link).
  const formKey = JSON.stringify(rows);
  return (
    <Accordion
      expanded={expanded}
      onChange={(_event, next) => setExpanded(next)}
      disableGutters
      variant="outlined"
      sx={{ borderRadius: 1 }}
      // The page has one h1; the search panel is a section of it (MUI wraps the summary in an h3 by default).
      slotProps={{ heading: { component: 'h2' } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="payment-search-body" id="payment-search-summary">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'text.secondary' }}>
          <SearchIcon aria-hidden />
          <Typography component="span">{translate('rm.payments.search.placeholder')}</Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails id="payment-search-body" role="region" aria-labelledby="payment-search-summary">
        <Typography sx={{ mb: 2 }}>{translate('rm.payments.search.build')}</Typography>
        {formShown ? (
          <Suspense fallback={<CriteriaPlaceholder rows={rows.length} />}>
            <PaymentCriteriaForm key={formKey} rows={rows} onSubmit={criteria => onSearch(searchOf(search, criteria))} />
          </Suspense>
        ) : (
          <CriteriaPlaceholder rows={rows.length} />
        )}
      </AccordionDetails>
    </Accordion>
  );
});

/**
 * What stands where the criteria form will be while a bookmarked search's first results are on their way (PaymentList):
 * the same rows, field boxes and buttons, so nothing moves when the form mounts; nothing to read or focus. The form
 * (react-admin's Form, a select and a text input a row) was the largest part of the page's first render; it is also
 * what stands there while the form's chunk arrives.
 */
const CriteriaPlaceholder = ({ rows }: { rows: number }) => {
  const translate = useTranslate();
  return (
    <Box aria-hidden data-testid="payment-search-placeholder">
      {Array.from({ length: rows }, (_, index) => (
        <Box key={index} sx={ROW_SX}>
          <FieldPlaceholder margin="dense" sx={CRITERION_SX} helperLine />
          <FieldPlaceholder margin="dense" sx={VALUE_SX} helperLine />
          <Box sx={{ ...REMOVE_SX, width: REMOVE_SIZE, height: REMOVE_SIZE, flexShrink: 0 }} />
        </Box>
      ))}
      <Box sx={BUTTONS_SX}>
        <Button disabled tabIndex={-1} startIcon={<AddIcon />}>
          {translate('rm.payments.search.add')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button disabled tabIndex={-1} variant="contained" startIcon={<SearchIcon />}>
          {translate('rm.payments.search.submit')}
        </Button>
      </Box>
    </Box>
  );
};
