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
  const loadingText = translate('rm.users.list.loadingCount', { n: count });
  const doneText = translate('rm.users.list.allLoaded', { n: count });
  const text = loading ? loadingText : doneText;
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
          {/* Both texts take the same cell, the one not current hidden: the line is as tall as the longer (two lines
              on a phone), so the table below does not move up when loading ends. */}
          <Box sx={{ display: 'grid', mt: 0.5 }} aria-hidden="true">
            {[loadingText, doneText].map(line => (
              <Typography
                key={line === loadingText ? 'loading' : 'done'}
                variant="body2"
                sx={{ gridArea: '1 / 1', color: 'text.secondary', visibility: line === text ? 'visible' : 'hidden' }}
              >
                {line}
              </Typography>
            ))}
          </Box>
        </Box>
      ) : null}
    </>
  );
};
