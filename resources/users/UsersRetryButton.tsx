import { Button } from '@mui/material';
import { useTranslate } from 'ra-core';

/** Try again, the action of an alert saying a page of users failed to load. */
export const UsersRetryButton = ({ onClick }: { onClick: () => void }) => {
  const translate = useTranslate();
  return (
    <Button color="inherit" size="small" onClick={onClick}>
      {translate('rm.users.list.retry')}
    </Button>
  );
};
