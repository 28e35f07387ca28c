import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, IconButton, Tooltip } from '@mui/material';
import { Form, useTranslate } from 'ra-core';
import { SelectInput, TextInput } from 'react-admin';
import { useFieldArray, useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { CUSTOMER_CRITERIA, type CustomerCriteria } from '../../dataProviders/sso/customersContract';
import {
  availableCriteria,
  criterionLabelKey,
  emptyRow,
  MAX_ROWS,
  rowsOfCriteria,
  validateCustomerSearch,
  type CriterionRow,
  type CustomerSearchValues,
} from './customerModel';

interface CustomerCriteriaFormProps {
  applied: CustomerCriteria;
  onSearch: (values: CustomerSearchValues) => void;
  onClear: () => void;
}

/**
 * The search bar's criteria form (react-admin's Form, a select and a text input a row, Clear search and Search): a
 * chunk of its own, loaded once the bar is first opened (CustomerSearchBar).
 */
export const CustomerCriteriaForm = ({ applied, onSearch, onClear }: CustomerCriteriaFormProps) => {
  const translate = useTranslate();
  return (
    <Form<CustomerSearchValues>
      defaultValues={{ criteria: rowsOfCriteria(applied) }}
      validate={(values: Partial<CustomerSearchValues>) => validateCustomerSearch(values as CustomerSearchValues)}
      onSubmit={(values: FieldValues) => onSearch(values as CustomerSearchValues)}
      // The field says what is missing; react-admin's "The form is not valid" toast would say it a second time.
      disableInvalidFormNotification
      noValidate
    >
      <CriteriaRows />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', mt: 1 }}>
        <ClearButton onClear={onClear} />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
          {translate('rm.customers.search.submit')}
        </Button>
      </Box>
    </Form>
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
        const choices = CUSTOMER_CRITERIA.map(criterion => ({
          id: criterion,
          name: translate(criterionLabelKey(criterion)),
          disabled: !free.has(criterion),
        }));
        return (
          <Box
            key={field.id}
            role="group"
            aria-label={translate('rm.customers.search.rowLabel', { n: index + 1 })}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr auto', sm: 'minmax(180px, 240px) 1fr auto' },
              gap: { xs: 1, sm: 2 },
              alignItems: 'start',
              mb: 1,
            }}
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
              label={chosen ? translate(criterionLabelKey(chosen)) : translate('rm.customers.search.value')}
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
      <Button
        startIcon={<AddIcon />}
        onClick={() => append(emptyRow())}
        disabled={fields.length >= MAX_ROWS}
        sx={{ mt: 0.5 }}
      >
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
