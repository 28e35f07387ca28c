import { Alert, Box, Button, MenuItem, TextField } from '@mui/material';
import { useGetOne, useTranslate } from 'ra-core';
import type { PaymentFilterOptionsRecord } from '../../dataProviders/payments';
import type { Agency } from '../../dataProviders/sso/contract';
import {
  PAYMENT_CHANNELS,
  PAYMENT_METHOD_FILTERS,
  PAYMENT_MODES,
  type PaymentSearch,
} from '../../dataProviders/payments/contract';
import { AgencyFilter } from '../../src/layout/AgencyFilter';
import { paymentFilterOptionsParams } from './paymentListQuery';
import { paymentFieldKey } from './paymentModel';
import { hasFilters, resetFilters, setFilter, STATUS_FILTER_ORDER, type FilterKey } from './paymentSearchModel';
import { memo } from 'react';

interface PaymentFiltersProps {
  search: PaymentSearch;
  onChange: (next: PaymentSearch) => void;
  agencies: Agency[];
  client: string | null;
}

const SECTION_SX = { display: 'flex', flexDirection: 'column', gap: 1.5 } as const;
const ROW_SX = { display: 'flex', flexWrap: 'wrap', gap: 1.5 } as const;
// The first row shares its width evenly, so "All payment methods" is whole on a laptop.
const AGENCIES_SX = { minWidth: 220, flex: '1 1 220px' } as const;
const SINGLE_SX = { minWidth: 180, flex: '1 1 180px' } as const;
// On a phone, a line of its own: beside the last field it would cut that field's value short.
const RESET_SX = { alignSelf: 'center', flexBasis: { xs: '100%', sm: 'auto' } } as const;
const EMPTY: string[] = [];

/** The service types and payment sources of the chosen agencies (all visible ones when none is chosen). */
export const usePaymentFilterOptions = (client: string | null, agencies: string[]) =>
  useGetOne<PaymentFilterOptionsRecord>('paymentFilterOptions', paymentFilterOptionsParams(client, agencies), {
    staleTime: 5 * 60_000,
  });

/** Filters apply at once; choosing agencies resets the payment source and service type. */
export const PaymentFilters = memo(function PaymentFilters({
  search,
  onChange,
  agencies,
  client,
}: PaymentFiltersProps) {
  const translate = useTranslate();
  const options = usePaymentFilterOptions(client, search.agencies ?? []);
  const change = <F extends FilterKey>(key: F, value: PaymentSearch[F] | '') => onChange(setFilter(search, key, value));

  const single = (
    key: Exclude<FilterKey, 'agencies'>,
    label: string,
    allLabel: string,
    choices: { value: string; label: string }[],
    disabled = false,
  ) => (
    <TextField
      select
      size="small"
      label={translate(label)}
      value={(search[key] as string | undefined) ?? ''}
      onChange={event => change(key, event.target.value as PaymentSearch[typeof key])}
      disabled={disabled}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={SINGLE_SX}
    >
      <MenuItem value="">{translate(allLabel)}</MenuItem>
      {choices.map(choice => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box component="section" aria-label={translate('rm.payments.filters.label')} sx={SECTION_SX}>
      <Box sx={ROW_SX}>
        <AgencyFilter
          label={translate('rm.payments.filters.agencies')}
          noneLabel={translate('rm.payments.filters.allAgencies')}
          selectAllLabel={translate('rm.payments.filters.selectAll')}
          agencies={agencies}
          value={search.agencies ?? EMPTY}
          onChange={slugs => change('agencies', slugs)}
          sx={AGENCIES_SX}
        />
        {single(
          'service_type',
          paymentFieldKey('serviceType'),
          'rm.payments.filters.allServiceTypes',
          options.data?.serviceTypes ?? [],
          !options.data,
        )}
        {single(
          'status',
          'rm.payments.filters.status',
          'rm.payments.filters.allStatuses',
          STATUS_FILTER_ORDER.map(status => ({ value: status, label: translate(`rm.payments.statuses.${status}`) })),
        )}
        {single(
          'payment_channel',
          paymentFieldKey('paymentChannel'),
          'rm.payments.filters.allChannels',
          PAYMENT_CHANNELS.map(channel => ({
            value: channel,
            label: translate(`rm.payments.filters.channels.${channel}`),
          })),
        )}
        {single(
          'payment_method',
          paymentFieldKey('type'),
          'rm.payments.filters.allMethods',
          PAYMENT_METHOD_FILTERS.map(method => ({
            value: method,
            label: translate(`rm.payments.filters.methods.${method}`),
          })),
        )}
        {single(
          'payment_sources',
          paymentFieldKey('paymentSource'),
          'rm.payments.filters.allSources',
          options.data?.paymentSources ?? [],
          !options.data,
        )}
        {single(
          'payment_mode',
          paymentFieldKey('paymentInitiator'),
          'rm.payments.filters.allModes',
          PAYMENT_MODES.map(mode => ({ value: mode, label: translate(`rm.payments.filters.modes.${mode}`) })),
        )}
        {hasFilters(search) ? (
          <Box sx={RESET_SX}>
            <Button onClick={() => onChange(resetFilters(search))}>{translate('rm.payments.filters.reset')}</Button>
          </Box>
        ) : null}
      </Box>
      {options.error ? (
        <Alert severity="warning" variant="outlined">
          {translate('rm.payments.filters.optionsFailed', { message: options.error.message })}
        </Alert>
      ) : null}
    </Box>
  );
});
