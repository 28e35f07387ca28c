import { Alert, AlertTitle } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useOnline } from '../lib/useOnline';

/**
 * "Connection Lost" above a search's results (or what else waits: `text`, an i18n key) while the browser is offline and
 * the read is waiting: react-query holds it (it would stay pending without a word) and runs it when the browser is back
 * online, when the notice goes.
 */
export const OfflineNotice = ({ waiting, text = 'rm.shell.offline.text' }: { waiting: boolean; text?: string }) => {
  const translate = useTranslate();
  const online = useOnline();
  if (online || !waiting) return null;
  return (
    <Alert severity="warning" role="alert" sx={{ mb: 1 }}>
      <AlertTitle>{translate('rm.shell.offline.heading')}</AlertTitle>
      {translate(text)}
    </Alert>
  );
};
