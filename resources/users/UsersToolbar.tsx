import DownloadIcon from '@mui/icons-material/Download';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, CircularProgress, InputAdornment, TextField, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'ra-core';
import { ColumnsButton } from 'react-admin';
import { useState } from 'react';
import type { User } from '../../dataProviders/sso/usersContract';
import { AgencyFilter } from '../../src/layout/AgencyFilter';
import { SavedSearches } from '../../src/layout/SavedSearches';
import { saveCsvFile } from '../../src/lib/csv';
import { rankField } from './usersList';
import { useUserLabels } from './useUserLabels';

interface UsersToolbarProps {
  q: string;
  agencies: string[];
  agencyChoices: { slug: string; name: string }[];
  onSearch: (value: string) => void;
  onAgencies: (slugs: string[]) => void;
  ready: boolean;
  posEnabled: boolean;
}

const AGENCY_SX = { flex: '1 1 220px', maxWidth: 300 } as const;
/** Where DataTable and ColumnsButton keep the users table's hidden columns (a user's own, src/lib/userPrefs.ts). */
export const USERS_COLUMNS_STORE_KEY = 'users.datatable';

/** Search by name or email, the agency filter, the columns shown, the download of the users shown, saved searches. */
export const UsersToolbar = ({
  q,
  agencies,
  agencyChoices,
  onSearch,
  onAgencies,
  ready,
  posEnabled,
}: UsersToolbarProps) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
      <TextField
        value={q}
        onChange={event => onSearch(event.target.value)}
        placeholder={translate('rm.users.list.search')}
        size="small"
        type="search"
        fullWidth={false}
        sx={{ flex: '1 1 300px', maxWidth: 440 }}
        slotProps={{
          htmlInput: { 'aria-label': translate('rm.users.list.search') },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden="true" />
              </InputAdornment>
            ),
          },
        }}
      />
      <AgencyFilter
        label={translate('resources.users.fields.agency')}
        noneLabel={translate('rm.users.list.allAgencies')}
        selectAllLabel={translate('rm.users.list.selectAll')}
        agencies={agencyChoices}
        value={agencies}
        onChange={onAgencies}
        sx={AGENCY_SX}
      />
      <Box sx={{ flex: 1 }} />
      <ColumnsButton storeKey={USERS_COLUMNS_STORE_KEY} />
      <DownloadUsersButton ready={ready} posEnabled={posEnabled} />
      <Box sx={{ flexBasis: '100%', mt: 1 }}>
        <SavedSearches />
      </Box>
    </Box>
  );
};

/** "Download {n} User(s)": users.csv of the users shown, in the order shown, once every page has arrived. */
const DownloadUsersButton = ({ ready, posEnabled }: { ready: boolean; posEnabled: boolean }) => {
  const translate = useTranslate();
  const labels = useUserLabels();
  const { total = 0, getData } = useListContext<User>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const [{ buildUsersCsv, CSV_FILE_NAME }, users] = await Promise.all([
        import('./usersCsv'),
        getData ? getData() : [],
      ]);
      const columns = ['name', 'email', 'agency', 'role', 'posRole', 'status'] as const;
      const headers = Object.fromEntries(
        // The table's column titles (its sources are the ranks), and the agency each row lists.
        columns.map(column => [
          column,
          translate(`resources.users.fields.${column === 'agency' ? column : rankField(column)}`),
        ]),
      ) as Record<(typeof columns)[number], string>;
      saveCsvFile(CSV_FILE_NAME, [await buildUsersCsv(users, { posEnabled, headers, shown: labels })]);
    } catch (caught) {
      setError((caught as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end' }}>
      <Button
        variant="outlined"
        startIcon={busy ? <CircularProgress size={16} aria-hidden="true" /> : <DownloadIcon />}
        disabled={!ready || busy || total === 0}
        onClick={download}
        title={ready ? undefined : translate('rm.users.list.downloadWhileLoading')}
        sx={{ bgcolor: 'background.paper' }}
      >
        {busy ? translate('rm.users.list.preparing') : translate('rm.users.list.download', { n: total })}
      </Button>
      {error ? (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: 0.5 }}>
          {translate('rm.users.list.downloadFailed', { message: error })}
        </Typography>
      ) : null}
    </Box>
  );
};
