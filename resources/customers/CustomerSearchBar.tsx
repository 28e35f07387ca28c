import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SearchIcon from '@mui/icons-material/Search';
import { Box, ButtonBase, CircularProgress, Collapse, Paper, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'ra-core';
import { Suspense, useId, useMemo, useState } from 'react';
import { CUSTOMER_CRITERIA, type CustomerCriteria } from '../../dataProviders/sso/customersContract';
import { lazy, named } from '../../src/routeTypes';
import { criteriaOfRows, criterionLabelKey, hasCriteria, type CustomerSearchValues } from './customerModel';

const CustomerCriteriaForm = lazy(named(() => import('./CustomerCriteriaForm'), 'CustomerCriteriaForm'));

/**
 * The collapsible search bar: "Search customers" opens the builder ("Build your search below"),
 * whose rows each pick a criterion once and take its value. Enter or Search runs it.
 */
export const CustomerSearchBar = () => {
  const translate = useTranslate();
  const { filterValues, setFilters, refetch } = useListContext();
  const applied = useMemo(() => pickCriteria(filterValues), [filterValues]);
  const [open, setOpen] = useState(false);
  // The form's code comes when the bar is first opened (asked for already when it is pointed at or focused), and the
  // form then stays mounted while closed, so what was typed is kept.
  const [formWanted, setFormWanted] = useState(false);
  const prepareForm = () => void CustomerCriteriaForm.preload().catch(() => undefined);
  // A new form for each applied search, so the rows show what is searched.
  const [formKey, setFormKey] = useState(0);
  const panelId = useId();
  const headingId = useId();

  const search = (values: CustomerSearchValues) => {
    const criteria = criteriaOfRows(values.criteria);
    if (sameCriteria(criteria, applied)) refetch();
    // A new search starts on page 1 (react-admin resets the page when filters are set).
    setFilters(criteria, {});
    setOpen(false);
  };

  const clear = () => {
    setFilters({}, {});
    setFormKey(key => key + 1);
  };

  const summary = hasCriteria(applied)
    ? translate('rm.customers.search.applied', {
        criteria: CUSTOMER_CRITERIA.filter(criterion => applied[criterion])
          .map(criterion => `${translate(criterionLabelKey(criterion))}: ${applied[criterion]}`)
          .join(' · '),
      })
    : translate('rm.customers.search.placeholder');

  return (
    <Paper variant="outlined" sx={{ mb: 3, overflow: 'hidden' }}>
      <ButtonBase
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setFormWanted(true);
          setOpen(value => !value);
        }}
        onPointerEnter={prepareForm}
        onFocus={prepareForm}
        sx={{
          width: '100%',
          justifyContent: 'flex-start',
          gap: 1.5,
          px: 2,
          py: 1.75,
          textAlign: 'left',
          color: hasCriteria(applied) ? 'text.primary' : 'text.secondary',
          '&:hover': { bgcolor: 'action.hover' },
          '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.light', outlineOffset: -3 },
        }}
      >
        <SearchIcon aria-hidden="true" />
        <Box component="span" sx={{ flex: 1, fontSize: '1rem' }}>
          {summary}
        </Box>
        <ExpandMoreIcon
          aria-hidden="true"
          sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
        />
      </ButtonBase>
      <Collapse in={open} unmountOnExit={false}>
        <Box
          id={panelId}
          role="region"
          aria-labelledby={headingId}
          sx={{ borderTop: 1, borderColor: 'divider', px: 2, pt: 2, pb: 2 }}
        >
          <Typography id={headingId} component="h2" variant="h3" sx={{ mb: 2 }}>
            {translate('rm.customers.search.body')}
          </Typography>
          {formWanted ? (
            <Suspense
              fallback={<CircularProgress size={24} aria-label={translate('rm.customers.search.formLoading')} />}
            >
              <CustomerCriteriaForm key={formKey} applied={applied} onSearch={search} onClear={clear} />
            </Suspense>
          ) : null}
        </Box>
      </Collapse>
    </Paper>
  );
};

const pickCriteria = (filter: Record<string, unknown>): CustomerCriteria => {
  const criteria: CustomerCriteria = {};
  for (const criterion of CUSTOMER_CRITERIA)
    if (typeof filter[criterion] === 'string' && filter[criterion]) criteria[criterion] = filter[criterion] as string;
  return criteria;
};

const sameCriteria = (a: CustomerCriteria, b: CustomerCriteria) =>
  CUSTOMER_CRITERIA.every(criterion => (a[criterion] ?? '') === (b[criterion] ?? ''));
