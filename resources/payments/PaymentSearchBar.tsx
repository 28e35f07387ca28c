import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SearchIcon from '@mui/icons-material/Search';
import { Accordion, AccordionDetails, AccordionSummary, Box, Button, IconButton, Tooltip, Typography } from '@mui/material';
import { Form, useTranslate } from 'ra-core';
import { SelectInput, TextInput } from 'react-admin';
import { memo, useMemo, useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { SEARCH_CRITERIA, type PaymentSearch } from '../../dataProviders/payments/contract';
import {
  applyCriteria,
  CRITERION_KINDS,
  criteriaRowsOf,
  criterionLabelKey,
  EMPTY_ROW,
  sanitizeCriterionValue,
  validateCriterionChoice,
  validateCriterionValue,
  type CriterionRow,
} from './paymentSearchModel';
import { FieldPlaceholder } from './FieldPlaceholder';
import { usePaymentText } from './usePaymentText';

interface PaymentSearchBarProps {
  search: PaymentSearch;
  onSearch: (next: PaymentSearch) => void;
  defaultExpanded: boolean;
  /** False while a bookmarked search's first results are on their way: a placeholder of the form's size stands in. */
  formShown?: boolean;
}

// Shared by the criteria rows and their placeholder, so both take the same room at every width.
const ROW_SX = { display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } } as const;
const CRITERION_SX = { minWidth: 260, flex: { xs: '1 1 100%', sm: '0 0 280px' } } as const;
const VALUE_SX = { flex: 1, minWidth: 200 } as const;
const REMOVE_SX = { mt: 1 } as const;
const BUTTONS_SX = { display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 } as const;
const REMOVE_SIZE = 40;

interface CriteriaForm {
  criteria: CriterionRow[];
}

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
          <Form<CriteriaForm> key={formKey} defaultValues={{ criteria: rows }} onSubmit={(values: Partial<CriteriaForm>) => onSearch(applyCriteria(search, values.criteria ?? []))} noValidate>
            <CriteriaRows />
          </Form>
        ) : (
          <CriteriaPlaceholder rows={rows.length} />
        )}
      </AccordionDetails>
    </Accordion>
  );
});

const CriteriaRows = () => {
  const translate = useTranslate();
  const { fields, append, remove, update } = useFieldArray<CriteriaForm>({ name: 'criteria' });
  const criteria = useWatch<CriteriaForm>({ name: 'criteria' }) as CriterionRow[] | undefined;
  const chosenExcept = (index: number) => (criteria ?? []).flatMap((row, other) => (other !== index && row?.criterion ? [row.criterion] : []));
  return (
    <Box>
      {fields.map((field, index) => (
        <CriterionRowInputs
          key={field.id}
          index={index}
          chosenElsewhere={chosenExcept(index)}
          onRemove={() => (fields.length === 1 ? update(0, { ...EMPTY_ROW }) : remove(index))}
        />
      ))}
      <Box sx={BUTTONS_SX}>
        <Button startIcon={<AddIcon />} onClick={() => append({ ...EMPTY_ROW })} disabled={fields.length >= SEARCH_CRITERIA.length}>
          {translate('rm.payments.search.add')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
          {translate('rm.payments.search.submit')}
        </Button>
      </Box>
    </Box>
  );
};

interface CriterionRowInputsProps {
  index: number;
  chosenElsewhere: string[];
  onRemove: () => void;
}

const CriterionRowInputs = ({ index, chosenElsewhere, onRemove }: CriterionRowInputsProps) => {
  const translate = useTranslate();
  const tr = usePaymentText();
  const { setValue, getValues } = useFormContext<CriteriaForm>();
  const criterion = (useWatch<CriteriaForm>({ name: `criteria.${index}.criterion` }) ?? '') as CriterionRow['criterion'];
  const choices = SEARCH_CRITERIA.map(id => ({ id, name: criterionLabelKey(id), disabled: chosenElsewhere.includes(id) }));
  const rowOf = (all: CriteriaForm | undefined): CriterionRow => all?.criteria?.[index] ?? { ...EMPTY_ROW };
  const valueLabel = criterion ? translate(criterionLabelKey(criterion)) : translate('rm.payments.search.value');
  const kind = criterion ? CRITERION_KINDS[criterion] : 'text';
  return (
    <Box sx={ROW_SX} data-testid="criteria-row">
      <SelectInput
        source={`criteria.${index}.criterion`}
        label="rm.payments.search.selectCriteria"
        choices={choices}
        disableValue="disabled"
        emptyText=""
        emptyValue=""
        parse={value => value ?? ''}
        validate={(_value: unknown, all: CriteriaForm) => {
          const error = validateCriterionChoice(rowOf(all));
          return error ? tr(error) : undefined;
        }}
        onChange={event => {
          const next = String(event?.target?.value ?? '') as CriterionRow['criterion'];
          const value = getValues(`criteria.${index}.value`) ?? '';
          setValue(`criteria.${index}.value`, sanitizeCriterionValue(next, value));
        }}
        sx={CRITERION_SX}
      />
      <TextInput
        source={`criteria.${index}.value`}
        label={valueLabel}
        parse={(value: string) => sanitizeCriterionValue(criterion, value ?? '')}
        format={(value: string | null | undefined) => value ?? ''}
        validate={(_value: unknown, all: CriteriaForm) => {
          const error = validateCriterionValue(rowOf(all));
          return error ? tr(error) : undefined;
        }}
        slotProps={{
          htmlInput: {
            inputMode: kind === 'text' ? 'text' : kind === 'money' ? 'decimal' : 'numeric',
            maxLength: kind === 'lastFour' ? 4 : 200,
            autoComplete: 'off',
          },
        }}
        sx={VALUE_SX}
      />
      <Tooltip title={translate('rm.payments.search.remove')}>
        <IconButton aria-label={translate('rm.payments.search.remove')} onClick={onRemove} sx={REMOVE_SX}>
          <DeleteOutlineIcon />
        </IconButton>
      </Tooltip>
    </Box>
  );
};

/**
 * What stands where the criteria form will be while a bookmarked search's first results are on their way (PaymentList):
 * the same rows, field boxes and buttons, so nothing moves when the form mounts; nothing to read or focus. The form
 * (react-admin's Form, a select and a text input a row) was the largest part of the page's first render.
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
