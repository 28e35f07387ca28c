import { Box, Paper, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';

/** What a 403 looks like: it explains and stays. */
export const AccessDenied = ({ heading, text }: { heading?: string; text?: string }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8, px: 2 }}>
      <Paper sx={{ p: 4, maxWidth: 520, textAlign: 'center' }} role="region" aria-labelledby="access-denied-heading">
        <Typography id="access-denied-heading" variant="h1" component="h1" gutterBottom>
          {heading ?? translate('rm.shell.accessDenied.heading')}
        </Typography>
        <Typography>{text ?? translate('rm.shell.accessDenied.text')}</Typography>
      </Paper>
    </Box>
  );
};
