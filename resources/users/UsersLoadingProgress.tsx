import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';

interface UsersLoadingProgressProps {
  loading: boolean;
  complete: boolean;
  count: number;
  /** Every page is in and the rows shown kept their places: the line says so and offers the full order. */
  kept: boolean;
  onSortAll: () => void;
}

/** The progress line; it stays once every page is in (the bar gives way to the total), so the table never jumps up. */
export const UsersLoadingProgress = ({ loading, complete, count, kept, onSortAll }: UsersLoadingProgressProps) => {
  const translate = useTranslate();
  const loadingText = translate('rm.users.list.loadingCount', { n: count });
  const doneText = translate('rm.users.list.allLoaded', { n: count });
  const keptText = translate('rm.users.list.keptPlaces');
  const shown = loading ? 'loading' : kept ? 'kept' : 'done';
  const line = (which: typeof shown) => ({
    gridArea: '1 / 1',
    visibility: which === shown ? 'visible' : 'hidden',
  });
  return (
    <>
      {/* Heard, not seen: one pixel (a bare 1 would be MUI's 100% and widen the page). */}
      <Box
        role="status"
        sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {loading ? (
          translate('rm.users.list.loadingLabel')
        ) : complete ? (
          <>
            <p>{doneText}</p>
            {kept ? <p>{keptText}</p> : null}
          </>
        ) : null}
      </Box>
      {loading || complete ? (
        <Box sx={{ mb: 2 }}>
          {loading ? (
            <LinearProgress aria-label={translate('rm.users.list.loadingLabel')} />
          ) : (
            <Box sx={{ height: 4 }} />
          )}
          {/* Every text takes the same cell, those not current hidden: the line is as tall as the tallest (the one
              with its button, more lines on a phone), so the table below moves neither when loading ends nor when
              the button goes. The texts are heard from the status above. */}
          <Box sx={{ display: 'grid', alignItems: 'center', mt: 0.5 }}>
            <Typography variant="body2" aria-hidden="true" sx={{ ...line('loading'), color: 'text.secondary' }}>
              {loadingText}
            </Typography>
            <Typography variant="body2" aria-hidden="true" sx={{ ...line('done'), color: 'text.secondary' }}>
              {doneText}
            </Typography>
            <Box sx={{ ...line('kept'), display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5 }}>
              <Typography variant="body2" aria-hidden="true" sx={{ color: 'text.secondary' }}>
                {doneText} · {keptText}
              </Typography>
              <Button size="small" onClick={onSortAll} disabled={!kept} sx={{ ml: -0.5 }}>
                {translate('rm.users.list.sortAll')}
              </Button>
            </Box>
          </Box>
        </Box>
      ) : null}
    </>
  );
};
