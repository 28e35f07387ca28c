import { Box, Link, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useAppConfig } from '../config/ConfigContext';

/** The version, linked to the label link when one is configured. */
export const Footer = ({ extra }: { extra?: React.ReactNode }) => {
  const translate = useTranslate();
  const { version, labelLink } = useAppConfig();
  const text = translate('rm.shell.footer.version', { version });
  return (
    <Box
      component="footer"
      sx={{ px: 3, py: 2, mt: 'auto', color: 'text.secondary', display: 'flex', gap: 2, alignItems: 'center' }}
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
