import { Alert, Box, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'ra-core';
import { AutocompleteArrayInput, RadioButtonGroupInput, TextInput } from 'react-admin';
import { LIMITS } from '../../dataProviders/limits';
import { LimitedTextInput } from '../cashiering/LimitedTextInput';
import { useWatch } from 'react-hook-form';
import type { TextValue } from '../../dataProviders/pos/contract';
import { CONVENIENCE_FIELDS, expandSelectAll, feeLocks, SELECT_ALL, SPLIT_FIELDS, type FormMode } from './agencyModel';

const twoColumns = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 } as const;

const formatBoolean = (value: unknown) => (value === true ? 'true' : value === false ? 'false' : '');
const parseBoolean = (value: unknown) => (value === 'true' ? true : value === 'false' ? false : null);

const NO_LOCATIONS: TextValue[] = [];

/** The agency form's fields, shared by create and edit; the fee section is for edit only. Locations come with the record. */
export const AgencyInputs = ({ mode }: { mode: FormMode }) => {
  const translate = useTranslate();
  const locations = useRecordContext<{ id?: number; locations?: TextValue[] }>()?.locations ?? NO_LOCATIONS;
  const label = (field: string) => translate(`rm.pos.agency.${field}`);
  const allIds = locations.map(location => Number(location.value));
  // A client with no locations yet offers none, and says so (a lone "Select All" selected nothing).
  const choices = locations.length
    ? [
        { id: SELECT_ALL, name: label('selectAll') },
        ...locations.map(location => ({ id: location.value, name: location.text })),
      ]
    : [];
  return (
    <>
      <Box sx={twoColumns}>
        <LimitedTextInput source="code" isRequired maxLength={LIMITS.text} />
        <LimitedTextInput source="slug" isRequired maxLength={LIMITS.text} />
      </Box>
      <LimitedTextInput source="description" isRequired maxLength={LIMITS.name} />
      {/*
       * The split tender radio shows "once a value exists": the form renders once its values are in
       * (create starts at No, edit with the agency's), so it is there from the first render. An agency without
       * a value shows it with neither chosen, and the required message at the field: hidden, it blocked the
       * save with nothing to fix.
       */}
      <RadioButtonGroupInput
        source="split_tender"
        choices={[
          { id: 'true', name: label('yes') },
          { id: 'false', name: label('no') },
        ]}
        translateChoice={false}
        format={formatBoolean}
        parse={parseBoolean}
        row
        isRequired
      />
      {/*
       * Typing searches the locations; what is chosen is said in a few words rather than a chip per location. No
       * placeholder: the form has three (split text, 1.50, 99.50), none here.
       */}
      <AutocompleteArrayInput
        source="location_ids"
        choices={choices}
        translateChoice={false}
        parse={next => expandSelectAll(next, allIds)}
        disableCloseOnSelect
        filterSelectedOptions={false}
        renderValue={chosen => <LocationsChosen count={chosen.length} total={allIds.length} />}
        noOptionsText={label('noLocations')}
        helperText={locations.length ? false : label('noLocations')}
      />
      <Typography variant="h2" component="h2" sx={{ pt: 2, pb: 1 }}>
        {label('receipt')}
      </Typography>
      <LimitedTextInput source="header_url" type="url" maxLength={LIMITS.url} />
      <LimitedTextInput source="pay_at_message" multiline minRows={2} maxLength={LIMITS.text} />
      {mode === 'edit' ? <AgencyFeeInputs /> : null}
    </>
  );
};

/** "All 28 locations", or how many of them are chosen. */
const LocationsChosen = ({ count, total }: { count: number; total: number }) => {
  const translate = useTranslate();
  if (!count) return null;
  return (
    <Typography component="span" sx={{ pl: 1, whiteSpace: 'nowrap' }}>
      {translate(count === total ? 'rm.pos.agency.allLocations' : 'rm.pos.agency.someLocations', {
        smart_count: count,
      })}
    </Typography>
  );
};

const FEE_NAMES = [...CONVENIENCE_FIELDS, ...SPLIT_FIELDS];

/** The fee section: convenience fees exclude split and service fees, and the other way round. */
const AgencyFeeInputs = () => {
  const translate = useTranslate();
  const label = (field: string) => translate(`rm.pos.agency.${field}`);
  const values = useWatch({ name: FEE_NAMES }) as unknown[];
  const { splitDisabled, convenienceDisabled } = feeLocks(
    Object.fromEntries(FEE_NAMES.map((name, index) => [name, values[index]])),
  );
  return (
    <Box component="section" aria-labelledby="agency-fees-heading">
      <Typography id="agency-fees-heading" variant="h2" component="h2" sx={{ pt: 2, pb: 1 }}>
        {label('fees')}
      </Typography>
      {splitDisabled ? (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {label('splitDisabled')}
        </Alert>
      ) : null}
      <LimitedTextInput source="split_fee_mid" disabled={splitDisabled} maxLength={LIMITS.text} />
      <LimitedTextInput
        maxLength={LIMITS.text}
        source="split_fee_text"
        disabled={splitDisabled}
        multiline
        minRows={2}
        placeholder={label('splitFeeTextPlaceholder')}
        // A disabled field's help is greyed below contrast; it is of no use until the field is enabled.
        helperText={splitDisabled ? false : label('splitFeeTextHelp')}
      />
      <Box sx={twoColumns}>
        {/* Three fields have placeholders (split text, 1.50, 99.50); the service fees have none. */}
        <TextInput source="service_fee_percentage" disabled={splitDisabled} inputMode="decimal" />
        <TextInput source="minimum_service_fee" disabled={splitDisabled} inputMode="decimal" />
      </Box>
      {convenienceDisabled ? (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {label('convenienceDisabled')}
        </Alert>
      ) : null}
      <Box sx={twoColumns}>
        <TextInput
          source="convenience_fee"
          disabled={convenienceDisabled}
          inputMode="decimal"
          placeholder={label('convenienceFeePlaceholder')}
        />
        <TextInput
          source="max_card_amount_allowed"
          disabled={convenienceDisabled}
          inputMode="decimal"
          placeholder={label('maxCardPlaceholder')}
        />
      </Box>
    </Box>
  );
};
