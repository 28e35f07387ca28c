import { Box, InputAdornment } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { useRecordContext } from 'ra-core';
import { SelectInput, TextInput } from 'react-admin';
import { LIMITS } from '../../dataProviders/limits';
import { LimitedTextInput } from '../cashiering/LimitedTextInput';
import type { TextValue } from '../../dataProviders/pos/contract';
import { moneyText } from '../../src/lib/money';

const twoColumns = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 } as const;

const NO_STATES: TextValue[] = [];

/** The location form's fields, shared by create and edit; states come from the server, with the record. */
export const LocationInputs = () => {
  const states = useRecordContext<{ id?: number; states?: TextValue[] }>()?.states ?? NO_STATES;
  return (
    <>
      <Box sx={twoColumns}>
        <LimitedTextInput source="name" isRequired maxLength={LIMITS.name} />
        <LimitedTextInput source="location_code" isRequired maxLength={LIMITS.text} />
      </Box>
      <LimitedTextInput source="email" type="email" autoComplete="off" maxLength={LIMITS.email} />
      <Box sx={twoColumns}>
        <TextInput source="phone_1" type="tel" isRequired placeholder="(217) 555-0199" />
        <TextInput source="phone_2" type="tel" placeholder="(217) 555-0199" />
      </Box>
      <LimitedTextInput source="address_1" isRequired maxLength={LIMITS.text} />
      <LimitedTextInput source="address_2" maxLength={LIMITS.text} />
      {/* Three equal columns: each field's "… is required" stays on one line. */}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }, columnGap: 2 }}>
        <LimitedTextInput source="city" isRequired maxLength={LIMITS.text} />
        <SelectInput
          source="state"
          choices={states.map(state => ({ id: state.value, name: state.text }))}
          translateChoice={false}
          isRequired
        />
        <TextInput source="zipcode" isRequired inputMode="numeric" placeholder="62701" />
      </Box>
      <MoneyInput source="default_float" />
    </>
  );
};

const DOLLAR = { input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } };

/** An amount in dollars, shown as money: "150.5" reads "150.50" once the field is left. */
const MoneyInput = ({ source }: { source: string }) => {
  const { getValues, setValue } = useFormContext();
  const tidy = () => {
    const value = getValues(source) as unknown;
    const money = moneyText(value);
    if (value !== null && value !== undefined && money !== value)
      setValue(source, money, { shouldDirty: true, shouldValidate: true });
  };
  return (
    <TextInput source={source} isRequired inputMode="decimal" placeholder="200.00" slotProps={DOLLAR} onBlur={tidy} />
  );
};
