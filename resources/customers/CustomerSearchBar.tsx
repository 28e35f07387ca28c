import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, ButtonBase, Collapse, IconButton, Paper, Tooltip, Typography } from '@mui/material';
import { Form, useListContext, useTranslate } from 'ra-core';
import { SelectInput, TextInput } from 'react-admin';
import { useId, useMemo, useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { CUSTOMER_CRITERIA, type CustomerCriteria } from '../../dataProviders/sso/customersContract';
import { availableCriteria, criteriaOfRows, emptyRow, hasCriteria, MAX_ROWS, rowsOfCriteria, validateCustomerSearch, type CriterionRow, type CustomerSearchValues } from './customerModel';

/**
 * The collapsible search bar: "Search customers" opens the builder ("Build your search below"),
 * whose rows each pick a criterion once and take its value. Enter or Search runs it.
 */
export const CustomerSearchBar = () => {
  const translate = useTranslate();
  const { filterValues, setFilters, refetch } = useListContext();
  const applied = useMemo(() => pickCriteria(filterValues), [filterValues]);
  const [open, setOpen] = useState(false);
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
          .map(criterion => `${translate(`rm.customers.criteria.${criterion}`)}: ${applied[criterion]}`)
          .join(' · '),
      })
    : translate('rm.customers.search.placeholder');

  return (
    <Paper variant="outlined" sx={{ mb: 3, overflow: 'hidden' }}>
      <ButtonBase
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(value => !value)}
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
        <ExpandMoreIcon aria-hidden="true" sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }} />
      </ButtonBase>
      <Collapse in={open} unmountOnExit={false}>
        <Box id={panelId} role="region" aria-labelledby={headingId} sx={{ borderTop: 1, borderColor: 'divider', px: 2, pt: 2, pb: 2 }}>
          <Typography id={headingId} component="h2" variant="h3" sx={{ mb: 2 }}>
            {translate('rm.customers.search.body')}
          </Typography>
          <Form<CustomerSearchValues>
            key={formKey}
            defaultValues={{ criteria: rowsOfCriteria(applied) }}
            validate={(values: Partial<CustomerSearchValues>) => validateCustomerSearch(values as CustomerSearchValues)}
            onSubmit={(values: Record<string, unknown>) => search(values as unknown as CustomerSearchValues)}
            noValidate
          >
            <CriteriaRows />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', mt: 1 }}>
              <ClearButton onClear={clear} />
              <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
                {translate('rm.customers.search.submit')}
              </Button>
            </Box>
          </Form>
        </Box>
      </Collapse>
    </Paper>
  );
};

const CriteriaRows = () => {
  const translate = useTranslate();
  const { fields, append, remove, replace } = useFieldArray<CustomerSearchValues, 'criteria'>({ name: 'criteria' });
  const rows = (useWatch<CustomerSearchValues, 'criteria'>({ name: 'criteria' }) ?? []) as CriterionRow[];
  return (
    <Box>
      {fields.map((field, index) => {
        const chosen = rows[index]?.criterion;
        const free = new Set(availableCriteria(rows, index));
        const choices = CUSTOMER_CRITERIA.map(criterion => ({ id: criterion, name: translate(`rm.customers.criteria.${criterion}`), disabled: !free.has(criterion) }));
        return (
          <Box
            key={field.id}
            role="group"
            aria-label={translate('rm.customers.search.rowLabel', { n: index + 1 })}
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr auto', sm: 'minmax(180px, 240px) 1fr auto' }, gap: { xs: 1, sm: 2 }, alignItems: 'start', mb: 1 }}
          >
            <SelectInput
              source={`criteria.${index}.criterion`}
              label={translate('rm.customers.search.criterion')}
              choices={choices}
              disableValue="disabled"
              emptyText={translate('rm.customers.search.criterion')}
              emptyValue=""
              helperText={false}
              sx={{ gridColumn: { xs: '1 / 2', sm: 'auto' }, m: 0 }}
            />
            <TextInput
              source={`criteria.${index}.value`}
              label={chosen ? translate(`rm.customers.criteria.${chosen}`) : translate('rm.customers.search.value')}
              autoComplete="off"
              helperText={false}
              sx={{ gridColumn: { xs: '1 / 2', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' }, m: 0 }}
            />
            <Tooltip title={translate('rm.customers.search.remove')}>
              <IconButton
                aria-label={translate('rm.customers.search.remove')}
                onClick={() => (fields.length > 1 ? remove(index) : replace([emptyRow()]))}
                sx={{ mt: 1, gridRow: { xs: '1 / 3', sm: 'auto' } }}
              >
                <CloseIcon />
              </IconButton>
            </Tooltip>
          </Box>
        );
      })}
      <Button startIcon={<AddIcon />} onClick={() => append(emptyRow())} disabled={fields.length >= MAX_ROWS} sx={{ mt: 0.5 }}>
        {translate('rm.customers.search.add')}
      </Button>
    </Box>
  );
};

const ClearButton = ({ onClear }: { onClear: () => void }) => {
  const translate = useTranslate();
  const { reset } = useFormContext<CustomerSearchValues>();
  return (
    <Button
      onClick={() => {
        reset({ criteria: [emptyRow()] });
        onClear();
      }}
    >
      {translate('rm.customers.search.clear')}
    </Button>
  );
};

const pickCriteria = (filter: Record<string, unknown>): CustomerCriteria => {
  const criteria: CustomerCriteria = {};
  for (const criterion of CUSTOMER_CRITERIA) if (typeof filter[criterion] === 'string' && filter[criterion]) criteria[criterion] = filter[criterion] as string;
  return criteria;
};

const sameCriteria = (a: CustomerCriteria, b: CustomerCriteria) => CUSTOMER_CRITERIA.every(criterion => (a[criterion] ?? '') === (b[criterion] ?? ''));
