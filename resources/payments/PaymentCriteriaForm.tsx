import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, IconButton, Tooltip } from '@mui/material';
import { Form, useTranslate } from 'ra-core';
import { SelectInput, TextInput } from 'react-admin';
import type { ClipboardEvent } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { SEARCH_CRITERIA } from '../../dataProviders/payments/contract';
import {
  CRITERION_KINDS,
  criterionLabelKey,
  EMPTY_ROW,
  sanitizeCriterionValue,
  validateCriterionChoice,
  validateCriterionValue,
  type CriterionRow,
} from './paymentSearchModel';
import { BUTTONS_SX, CRITERION_SX, REMOVE_SX, ROW_SX, VALUE_SX } from './searchBarLayout';
import { usePaymentText } from './usePaymentText';

interface CriteriaForm {
  criteria: CriterionRow[];
}

/**
 * The search bar's criteria form (react-admin's Form, a select and a text input a row): a chunk of its own, loaded once
 * the page shows it (PaymentSearchBar), so a bookmarked search's rows do not wait for react-hook-form and the inputs.
 */
export const PaymentCriteriaForm = ({
  rows,
  onSubmit,
}: {
  rows: CriterionRow[];
  onSubmit: (criteria: CriterionRow[]) => void;
}) => (
  <Form<CriteriaForm>
    defaultValues={{ criteria: rows }}
    onSubmit={(values: Partial<CriteriaForm>) => onSubmit(values.criteria ?? [])}
    noValidate
  >
    <CriteriaRows />
  </Form>
);

const CriteriaRows = () => {
  const translate = useTranslate();
  const { fields, append, remove, update } = useFieldArray<CriteriaForm>({ name: 'criteria' });
  const criteria = useWatch<CriteriaForm>({ name: 'criteria' }) as CriterionRow[] | undefined;
  const chosenExcept = (index: number) =>
    (criteria ?? []).flatMap((row, other) => (other !== index && row?.criterion ? [row.criterion] : []));
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
        <Button
          startIcon={<AddIcon />}
          onClick={() => append({ ...EMPTY_ROW })}
          disabled={fields.length >= SEARCH_CRITERIA.length}
        >
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
  const criterion = (useWatch<CriteriaForm>({ name: `criteria.${index}.criterion` }) ??
    '') as CriterionRow['criterion'];
  const choices = SEARCH_CRITERIA.map(id => ({
    id,
    name: criterionLabelKey(id),
    disabled: chosenElsewhere.includes(id),
  }));
  const rowOf = (all: CriteriaForm | undefined): CriterionRow => all?.criteria?.[index] ?? { ...EMPTY_ROW };
  const valueLabel = criterion ? translate(criterionLabelKey(criterion)) : translate('rm.payments.search.value');
  const kind = criterion ? CRITERION_KINDS[criterion] : 'text';
  return (
    <Box sx={ROW_SX} data-testid="criteria-row">
      {/* No blank first choice: a row is emptied with "Remove this criteria". isRequired drops react-admin's empty
          choice; the label is an element so it does not gain the required asterisk, since an empty row is allowed. */}
      <SelectInput
        source={`criteria.${index}.criterion`}
        label={<span>{translate('rm.payments.search.selectCriteria')}</span>}
        isRequired
        choices={choices}
        disableValue="disabled"
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
        // The last fours keep digits only, four at most (parse): no length limit of the input's own, which would cut a
        // paste (" 4242", "**** 4242") before its digits were taken. A whole number pasted gives its last four.
        onPaste={(event: ClipboardEvent<HTMLInputElement>) => {
          const digits = event.clipboardData.getData('text').replace(/\D/g, '');
          if (kind !== 'lastFour' || digits.length <= 4) return;
          event.preventDefault();
          setValue(`criteria.${index}.value`, digits.slice(-4), { shouldDirty: true });
        }}
        slotProps={{
          htmlInput: {
            inputMode: kind === 'text' ? 'text' : kind === 'money' ? 'decimal' : 'numeric',
            maxLength: 200,
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
