import { Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A heading and a sentence in place of the table. */
export const UsersEmptyState = ({ heading, text, action }: { heading: string; text: string; action?: ReactNode }) => (
  <Paper variant="outlined" sx={{ p: 5, textAlign: 'center' }} role="region" aria-label={heading}>
    <Typography variant="h2" component="h2" gutterBottom>
      {heading}
    </Typography>
    <Typography sx={{ color: 'text.secondary' }}>{text}</Typography>
    {action}
  </Paper>
);
