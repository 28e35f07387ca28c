import AddIcon from '@mui/icons-material/Add';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SearchIcon from '@mui/icons-material/Search';
import { Accordion, AccordionDetails, AccordionSummary, Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { memo, Suspense, useMemo, useState } from 'react';
import type { PaymentSearch } from '../../dataProviders/payments/contract';
import { lazy, named } from '../../src/routeTypes';
import { criteriaRowsOf, searchOf, type CriterionRow } from './paymentSearchModel';
import { FieldPlaceholder } from './FieldPlaceholder';
import { BUTTONS_SX, CRITERION_SX, REMOVE_SIZE, REMOVE_SX, ROW_SX, VALUE_SX } from './searchBarLayout';

interface PaymentSearchBarProps {
  search: PaymentSearch;
  onSearch: (next: PaymentSearch) => void;
  /** A search is applied (from the address): the bar starts closed, its criteria shown by the chips below. */
  performed: boolean;
}

const PaymentCriteriaForm = lazy(named(() => import('./PaymentCriteriaForm'), 'PaymentCriteriaForm'));
const prepareForm = () => void PaymentCriteriaForm.preload().catch(() => undefined);

/**
 * The collapsible search bar: criteria rows, each criterion once; Enter or Search runs the search.
 * It starts open when nothing is searched and closed when the page opens on a search (a bookmark, Back, a shared link:
 * the chips show what is searched, and the rows come first), and opens again when the search is cleared. The form's
 * code is asked for when the bar is first open (or pointed at or focused), and the form then stays mounted while
 * the bar is closed, so what was typed is kept.
 */
export const PaymentSearchBar = memo(function PaymentSearchBar({ search, onSearch, performed }: PaymentSearchBarProps) {
  const translate = useTranslate();
  const [expanded, setExpanded] = useState(!performed);
  const [formWanted, setFormWanted] = useState(!performed);
  // A cleared search (Clear all, the last chip removed) leaves nothing to show but the builder: the bar opens.
  const [wasPerformed, setWasPerformed] = useState(performed);
  if (wasPerformed !== performed) {
    setWasPerformed(performed);
    if (!performed) {
      setExpanded(true);
      setFormWanted(true);
    }
  }
  const rows = useMemo(() => criteriaRowsOf(search), [search]);
  // The form restarts from the applied criteria whenever they change from elsewhere (Back, a removed chip, a shared
  // link). Its own search coming back leaves it as it is: the rows in the order they were built, the focus where it was.
  const applied = JSON.stringify(rows);
  const [form, setForm] = useState({ applied, rows, generation: 0, submitted: null as string | null });
  if (form.applied !== applied)
    setForm(
      form.submitted === applied
        ? { ...form, applied, submitted: null }
        : { applied, rows, generation: form.generation + 1, submitted: null },
    );
  const submit = (criteria: CriterionRow[]) => {
    const next = searchOf(search, criteria);
    setForm(current => ({ ...current, submitted: JSON.stringify(criteriaRowsOf(next)) }));
    onSearch(next);
  };
  return (
    <Accordion
      expanded={expanded}
      onChange={(_event, next) => {
        setExpanded(next);
        if (next) setFormWanted(true);
      }}
      disableGutters
      variant="outlined"
      sx={{ borderRadius: 1 }}
      // The page has one h1; the search panel is a section of it (MUI wraps the summary in an h3 by default).
      slotProps={{ heading: { component: 'h2' } }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        aria-controls="payment-search-body"
        id="payment-search-summary"
        onPointerEnter={formWanted ? undefined : prepareForm}
        onFocus={formWanted ? undefined : prepareForm}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'text.secondary' }}>
          <SearchIcon aria-hidden />
          <Typography component="span">{translate('rm.payments.search.placeholder')}</Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails id="payment-search-body" role="region" aria-labelledby="payment-search-summary">
        <Typography sx={{ mb: 2 }}>{translate('rm.payments.search.build')}</Typography>
        {formWanted ? (
          <Suspense fallback={<CriteriaPlaceholder rows={rows.length} />}>
            <PaymentCriteriaForm key={form.generation} rows={form.rows} onSubmit={submit} />
          </Suspense>
        ) : null}
      </AccordionDetails>
    </Accordion>
  );
});

/**
 * What stands where the criteria form will be while its chunk arrives: the same rows, field boxes and buttons, so
 * nothing moves when the form mounts; nothing to read or focus.
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
