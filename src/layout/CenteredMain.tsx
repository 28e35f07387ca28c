import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** The frame of the screens outside the app's layout (sign-in, its callback, maintenance): one card, centred. */
export const CenteredMain = ({ children }: { children: ReactNode }) => (
  <Box
    component="main"
    sx={{
      minHeight: '100vh',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      bgcolor: 'background.default',
      p: 2,
    }}
  >
    {children}
  </Box>
);
