import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useResourceContext, useTranslate } from 'ra-core';
import { useEffect, useRef } from 'react';

/**
 * One field the other save changed, in words: its value when the form was opened and now. The notice names the field by
 * its label in the form's resource (`resources.<name>.fields.<field>`).
 */
export interface ConflictLine {
  field: string;
  was: string;
  now: string;
}

interface ConflictNoticeProps {
  changes: ConflictLine[];
  /** Drops what was typed and loads the record as it is now. */
  onReload: () => void;
  /** Called as the Overwrite button submits the form: the save that follows replaces the version now on the server. */
  onOverwrite: () => void;
  /** Changes when another conflict comes: the notice takes the focus again. */
  version?: unknown;
}

/**
 * Says, inside a form, that its record changed since the form was opened and what changed, and lets the user choose on
 * purpose: load the record as it is now (their typing is dropped) or save theirs over it. Nothing is saved until they
 * choose; what they typed stays in the form meanwhile.
 */
export const ConflictNotice = ({ changes, onReload, onOverwrite, version }: ConflictNoticeProps) => {
  const translate = useTranslate();
  const resource = useResourceContext();
  const ref = useRef<HTMLDivElement>(null);
  // The notice may appear far above the Save button that was pressed: it takes the focus, so it is seen and read.
  useEffect(() => {
    ref.current?.focus();
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [version]);
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      severity="warning"
      role="alert"
      sx={{ mb: 2, scrollMarginTop: 16, '&:focus': { outline: 'none' } }}
    >
      <AlertTitle>{translate('rm.shell.conflict.heading')}</AlertTitle>
      {changes.length ? (
        <>
          {translate('rm.shell.conflict.changed')}
          <Box component="ul" sx={{ my: 1, pl: 2.5 }}>
            {changes.map(change => (
              <li key={change.field}>
                {translate('rm.shell.conflict.change', {
                  field: translate(`resources.${resource}.fields.${change.field}`, { _: change.field }),
                  was: change.was || translate('rm.shell.conflict.empty'),
                  now: change.now || translate('rm.shell.conflict.empty'),
                })}
              </li>
            ))}
          </Box>
        </>
      ) : (
        translate('rm.shell.conflict.noneVisible')
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button variant="outlined" color="inherit" size="small" onClick={onReload}>
          {translate('rm.shell.conflict.reload')}
        </Button>
        <Button type="submit" variant="contained" color="warning" size="small" onClick={onOverwrite}>
          {translate('rm.shell.conflict.overwrite')}
        </Button>
      </Box>
    </Alert>
  );
};
