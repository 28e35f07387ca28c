import { Box, Link, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useAppConfig } from '../config/ConfigContext';
import { useFirstScreenDrawn } from './firstScreen';

/**
 * The version, linked to the label link when one is configured. It shows once the first screen has been drawn: before
 * that the page is short, the footer would sit at the bottom of the window and then be pushed below the fold as the
 * page's rows came in, a shift under the reader's eyes (Lighthouse counted it as most of the page's layout shift).
 * Hidden, it still takes its place, so nothing moves when it shows.
 */
export const Footer = ({ extra }: { extra?: React.ReactNode }) => {
  const translate = useTranslate();
  const { version, labelLink } = useAppConfig();
  const drawn = useFirstScreenDrawn();
  const text = translate('rm.shell.footer.version', { version });
  return (
    <Box
      component="footer"
      sx={{
        px: 3,
        py: 2,
        mt: 'auto',
        color: 'text.secondary',
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        visibility: drawn ? 'visible' : 'hidden',
      }}
    >
      <Typography variant="body2">
        {labelLink ? (
          <Link href={labelLink} color="inherit" rel="noopener noreferrer">
            {text}
          </Link>
        ) : (
          text
        )}
      </Typography>
      {extra}
    </Box>
  );
};
