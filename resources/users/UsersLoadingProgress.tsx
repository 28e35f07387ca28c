import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';

interface UsersLoadingProgressProps {
  loading: boolean;
  complete: boolean;
  count: number;
}

/** The progress line; it stays once every page is in (the bar gives way to the total), so the table never jumps up. */
export const UsersLoadingProgress = ({ loading, complete, count }: UsersLoadingProgressProps) => {
  const translate = useTranslate();
  const text = loading
    ? translate('rm.users.list.loadingCount', { n: count })
    : translate('rm.users.list.allLoaded', { n: count });
  return (
    <>
      {/* Heard, not seen: one pixel (a bare 1 would be MUI's 100% and widen the page). */}
      <Box
        role="status"
        sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {loading ? translate('rm.users.list.loadingLabel') : complete ? text : ''}
      </Box>
      {loading || complete ? (
        <Box sx={{ mb: 2 }}>
          {loading ? (
            <LinearProgress aria-label={translate('rm.users.list.loadingLabel')} />
          ) : (
            <Box sx={{ height: 4 }} />
          )}
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }} aria-hidden="true">
            {text}
          </Typography>
        </Box>
      ) : null}
    </>
  );
};
