import { Alert, Box, Button } from '@mui/material';
import { useRecordContext, useTranslate } from 'ra-core';
import { SelectInput } from 'react-admin';
import { LIMITS } from '../../dataProviders/limits';
import { LimitedTextInput } from '../cashiering/LimitedTextInput';
import { useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { PAYMENT_SOURCES, type TextValue } from '../../dataProviders/pos/contract';
import { POS_SECTIONS } from '../cashiering/PosPills';

const CREATE_LOCATION_PATH = `${POS_SECTIONS.find(section => section.key === 'locations')!.base}/create`;

const twoColumns = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 } as const;

const NONE: TextValue[] = [];

/** The terminal form's fields, shared by create and edit; locations and reader types come from the server, with the record. */
export const TerminalInputs = () => {
  const translate = useTranslate();
  const record = useRecordContext<{ id?: number; locations?: TextValue[]; credit_card_reader_types?: TextValue[] }>();
  const locations = record?.locations ?? NONE;
  const readerTypes = record?.credit_card_reader_types ?? NONE;
  const label = (field: string) => translate(`rm.pos.terminal.${field}`);
  const paymentSource = useWatch({ name: 'payment_source' }) as string | null;
  const sources: string[] = [...PAYMENT_SOURCES];
  // A payment source the server knows but this list does not still shows as chosen.
  if (paymentSource && !sources.includes(paymentSource)) sources.push(paymentSource);
  return (
    <>
      {locations.length ? null : (
        // An empty Location list cannot be chosen from: say why, and where to go first.
        <Alert
          severity="warning"
          role="status"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" component={RouterLink} to={CREATE_LOCATION_PATH}>
              {label('createLocation')}
            </Button>
          }
        >
          {label('noLocations')}
        </Alert>
      )}
      <SelectInput
        source="location_id"
        choices={locations.map(location => ({ id: location.value, name: location.text }))}
        translateChoice={false}
        isRequired
      />
      <LimitedTextInput source="name" isRequired maxLength={LIMITS.name} />
      <Box sx={twoColumns}>
        <SelectInput
          source="payment_source"
          choices={sources.map(source => ({
            id: source,
            name: translate(`rm.pos.terminal.paymentSources.${source}`, { _: source }),
          }))}
          translateChoice={false}
          isRequired
        />
        <LimitedTextInput source="kiosk_id" isRequired maxLength={LIMITS.text} />
      </Box>
      <SelectInput
        source="credit_card_reader_type_id"
        choices={readerTypes.map(type => ({ id: type.value, name: type.text }))}
        translateChoice={false}
        emptyText={label('readerTypeDefault')}
        helperText={label('readerTypeHelp')}
        InputLabelProps={{ shrink: true }}
        SelectProps={{ displayEmpty: true }}
      />
      <LimitedTextInput source="internal_device_id" maxLength={LIMITS.text} />
    </>
  );
};
