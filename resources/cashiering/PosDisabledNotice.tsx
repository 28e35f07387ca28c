import { Alert, AlertTitle } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useCurrentUser } from '../../src/session/CurrentUserContext';

/**
 * A notice on every page of the tool while the client's point of sale is turned off (its settings, pointOfSale.enabled):
 * what is configured here is kept, but no cashier can use it yet.
 */
export const PosDisabledNotice = () => {
  const translate = useTranslate();
  const { client, settings } = useCurrentUser();
  if (!settings || settings.pointOfSale.enabled) return null;
  return (
    <Alert severity="warning" variant="outlined" role="note" sx={{ mb: 2 }}>
      <AlertTitle>{translate('rm.pos.posDisabled.heading', { brand: client?.brand ?? '' })}</AlertTitle>
      {translate('rm.pos.posDisabled.text')}
    </Alert>
  );
};
