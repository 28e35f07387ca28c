import { Alert, Box, Button, Checkbox, ListItemText, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'ra-core';
import type { AppDataProvider } from '../../dataProviders';
import type { Agency } from '../../dataProviders/sso/contract';
import {
  PAYMENT_CHANNELS,
  PAYMENT_METHOD_FILTERS,
  PAYMENT_MODES,
  type PaymentSearch,
} from '../../dataProviders/payments/contract';
import { paymentFilterOptionsQuery } from './paymentListQuery';
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
const AGENCIES_SX = { minWidth: 220, flex: '2 1 220px' } as const;
const SINGLE_SX = { minWidth: 180, flex: '1 1 180px' } as const;
const RESET_SX = { alignSelf: 'center' } as const;

/**
 * The agency filter's "Select All" (revenue-management spec §6): a value of its own in the select, never a search's.
 */
const SELECT_ALL = '__all__';

/** Select All chooses every agency the user sees, or none when all are chosen already. */
export const toggleAllAgencies = (chosen: string[], agencies: Pick<Agency, 'slug'>[]) =>
  agencies.length && agencies.every(agency => chosen.includes(agency.slug)) ? [] : agencies.map(agency => agency.slug);

/** The service types and payment sources of the chosen agencies (all visible ones when none is chosen). */
export const usePaymentFilterOptions = (client: string | null, agencies: string[]) =>
  useQuery(paymentFilterOptionsQuery(useDataProvider<AppDataProvider>(), client, agencies));

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
  const chosenAgencies = search.agencies ?? [];
  const allChosen = agencies.length > 0 && agencies.every(agency => chosenAgencies.includes(agency.slug));
  const agencyName = (slug: string) => agencies.find(agency => agency.slug === slug)?.name ?? slug;

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
        <TextField
          select
          size="small"
          label={translate('rm.payments.filters.agencies')}
          value={chosenAgencies}
          onChange={event => {
            // A multiple select's value is the chosen list (MUI types every TextField's value as a string).
            const value: string[] | string = event.target.value;
            const chosen = typeof value === 'string' ? value.split(',').filter(Boolean) : value;
            change('agencies', chosen.includes(SELECT_ALL) ? toggleAllAgencies(chosenAgencies, agencies) : chosen);
          }}
          slotProps={{
            select: {
              multiple: true,
              displayEmpty: true,
              renderValue: selected => {
                const slugs = selected as string[];
                return slugs.length ? slugs.map(agencyName).join(', ') : translate('rm.payments.filters.allAgencies');
              },
            },
            inputLabel: { shrink: true },
          }}
          sx={AGENCIES_SX}
        >
          <MenuItem value={SELECT_ALL}>
            <Checkbox
              checked={allChosen}
              indeterminate={!allChosen && chosenAgencies.length > 0}
              size="small"
              slotProps={{ input: { 'aria-hidden': true, tabIndex: -1 } }}
            />
            <ListItemText primary={translate('rm.payments.filters.selectAll')} />
          </MenuItem>
          {agencies.map(agency => (
            <MenuItem key={agency.slug} value={agency.slug}>
              <Checkbox
                checked={chosenAgencies.includes(agency.slug)}
                size="small"
                slotProps={{ input: { 'aria-hidden': true, tabIndex: -1 } }}
              />
              <ListItemText primary={agency.name} />
            </MenuItem>
          ))}
        </TextField>
        {single(
          'service_type',
          'rm.payments.filters.serviceType',
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
          'rm.payments.filters.channel',
          'rm.payments.filters.allChannels',
          PAYMENT_CHANNELS.map(channel => ({
            value: channel,
            label: translate(`rm.payments.filters.channels.${channel}`),
          })),
        )}
        {single(
          'payment_method',
          'rm.payments.filters.method',
          'rm.payments.filters.allMethods',
          PAYMENT_METHOD_FILTERS.map(method => ({
            value: method,
            label: translate(`rm.payments.filters.methods.${method}`),
          })),
        )}
        {single(
          'payment_sources',
          'rm.payments.filters.source',
          'rm.payments.filters.allSources',
          options.data?.paymentSources ?? [],
          !options.data,
        )}
        {single(
          'payment_mode',
          'rm.payments.filters.mode',
          'rm.payments.filters.allModes',
          PAYMENT_MODES.map(mode => ({ value: mode, label: translate(`rm.payments.filters.modes.${mode}`) })),
        )}
        {hasFilters(search) ? (
          <Button onClick={() => onChange(resetFilters(search))} sx={RESET_SX}>
            {translate('rm.payments.filters.reset')}
          </Button>
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
