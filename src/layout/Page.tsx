import { Box, Typography } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { useTranslate } from 'ra-core';

interface PageProps {
  /** The page heading (h1) and document title. */
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  maxWidth?: number | string;
  /** Hide the heading visually while keeping it for assistive technology. */
  hideTitle?: boolean;
}

/** A page with one h1, its title in the browser tab, and a consistent width. */
export const Page = ({ title, actions, children, maxWidth = 1258, hideTitle }: PageProps) => {
  const translate = useTranslate();
  useEffect(() => {
    document.title = `${title} · ${translate('rm.shell.appName')}`;
  }, [title, translate]);
  return (
    <Box sx={{ maxWidth, mx: 'auto', px: { xs: 2, sm: 3 }, py: 3 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: 2,
          flexWrap: 'wrap',
          ...(hideTitle ? { position: 'absolute', left: -9999 } : {}),
        }}
      >
        <Typography variant="h1" component="h1">
          {title}
        </Typography>
        {actions ? <Box sx={{ display: 'flex', gap: 1 }}>{actions}</Box> : null}
      </Box>
      {children}
    </Box>
  );
};
