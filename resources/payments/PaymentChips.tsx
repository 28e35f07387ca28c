import { Box, Button, Chip, Tooltip } from '@mui/material';
import { useLocaleState, useTranslate } from 'ra-core';
import type { PaymentSearch } from '../../dataProviders/payments/contract';
import { chipsOf, clearAll, removeChip, type ChipLookups } from './paymentSearchModel';
import { usePaymentText } from './usePaymentText';
import { memo } from 'react';

interface PaymentChipsProps {
  search: PaymentSearch;
  lookups: ChipLookups;
  onChange: (next: PaymentSearch) => void;
}

/** What the search applies, one chip each, deletable; and a clear-all. */
export const PaymentChips = memo(function PaymentChips({ search, lookups, onChange }: PaymentChipsProps) {
  const translate = useTranslate();
  const tr = usePaymentText();
  const [locale] = useLocaleState();
  const chips = chipsOf(search, lookups, locale);
  if (!chips.length) return null;
  return (
    <Box
      component="section"
      aria-label={translate('rm.payments.chips.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
    >
      <Box
        component="ul"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, maxWidth: '100%', minWidth: 0 }}
      >
        {chips.map(chip => {
          const label = tr(chip.label);
          return (
            <Box component="li" key={chip.id} sx={{ maxWidth: '100%', minWidth: 0 }}>
              {/* The whole chip is the remove button (Enter, Delete or a click), named so that its text is part of its name.
                  A long value is cut with an ellipsis, whole in the tooltip; the remove icon stays in view. */}
              <Tooltip title={label}>
                <Chip
                  label={label}
                  aria-label={translate('rm.payments.chips.remove', { label })}
                  onClick={() => onChange(removeChip(search, chip.id))}
                  onDelete={() => onChange(removeChip(search, chip.id))}
                  sx={{ maxWidth: '100%' }}
                />
              </Tooltip>
            </Box>
          );
        })}
      </Box>
      <Button size="small" onClick={() => onChange(clearAll())}>
        {translate('rm.payments.chips.clearAll')}
      </Button>
    </Box>
  );
});
