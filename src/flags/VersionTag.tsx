import { Chip } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useAppConfig } from '../config/ConfigContext';
import { useFlags } from './FlagsContext';

/** The version tag of display-ld-version-tag-rev-m: environment and version, beside the footer's version. */
export const VersionTag = () => {
  const translate = useTranslate();
  const { versionTag } = useFlags();
  const { version, environment } = useAppConfig();
  if (!versionTag) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color="primary"
      aria-label={`${translate('rm.session.versionTagLabel')}: ${translate('rm.session.versionTag', { environment: environment.toUpperCase(), version })}`}
      label={translate('rm.session.versionTag', { environment: environment.toUpperCase(), version })}
      data-testid="version-tag"
    />
  );
};
