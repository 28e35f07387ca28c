import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { ReactNode } from 'react';

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
  const sortAll = translate('rm.users.list.sortAll');
  const lines = [
    { key: 'loading', text: loadingText },
    { key: 'done', text: doneText },
    { key: 'kept', text: `${doneText} · ${keptText}` },
  ];
  const shown = loading ? 'loading' : kept ? 'kept' : 'done';
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
          {/* The line and, hidden, its other texts in the same cell: the line is as tall as the tallest (the one with
              its button, more lines on a phone), so the table below moves neither when loading ends nor when the
              button goes. One element shows every text in turn, so the browser paints it first with the first rows
              (a text shown later would count as the page's largest paint). Its texts are heard from the status. */}
          <Box sx={{ display: 'grid', mt: 0.5 }}>
            {lines
              .filter(line => line.key !== shown)
              .map(line => (
                <Line key={line.key} text={line.text} hidden button={line.key === 'kept' ? sortAll : undefined} />
              ))}
            <Line text={lines.find(line => line.key === shown)!.text}>
              {kept ? (
                <Button size="small" onClick={onSortAll}>
                  {sortAll}
                </Button>
              ) : null}
            </Line>
          </Box>
        </Box>
      ) : null}
    </>
  );
};

/** One text of the line, with room for its button; a hidden one only holds its place. */
const Line = ({
  text,
  hidden,
  button,
  children,
}: {
  text: string;
  hidden?: boolean;
  button?: string;
  children?: ReactNode;
}) => (
  <Box
    aria-hidden={hidden}
    sx={{
      gridArea: '1 / 1',
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      alignContent: 'start',
      columnGap: 1,
      visibility: hidden ? 'hidden' : 'visible',
    }}
  >
    <Typography variant="body2" aria-hidden="true" sx={{ color: 'text.secondary' }}>
      {text}
    </Typography>
    {hidden && button ? (
      <Button size="small" disabled tabIndex={-1}>
        {button}
      </Button>
    ) : (
      children
    )}
  </Box>
);
