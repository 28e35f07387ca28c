import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useGetList, useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import type { AgencyListItem } from '../../dataProviders/pos/contract';
import { PosConfigLayout, usePosBrand, usePosLoadError } from '../../src/layout/PosConfigLayout';
import { PosClientMissing, PosTable } from '../../src/layout/posConfig/PosTable';
import { agencyListParams } from './listParams';
import { AGENCIES_PATH, agencyEditPath } from './paths';

/** /pos-config/agencies: the client's agencies (Agency, Slug); a row opens its edit page. */
export const AgencyList = () => {
  const translate = useTranslate();
  const brand = usePosBrand();
  const { data, isPending, error, refetch } = useGetList<AgencyListItem>('agencies', agencyListParams(brand));
  const clientMissing = usePosLoadError(error);

  return (
    <PosConfigLayout
      title={translate('rm.pos.titles.agencies')}
      actions={
        clientMissing ? undefined : (
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={`${AGENCIES_PATH}/create`}>
            {translate('rm.pos.actions.createAgency')}
          </Button>
        )
      }
    >
      {clientMissing ? (
        <PosClientMissing />
      ) : (
        <PosTable<AgencyListItem>
          label={translate('rm.pos.titles.agencies')}
          columns={[
            { key: 'description', header: translate('rm.pos.columns.agency'), render: row => row.description },
            { key: 'slug', header: translate('rm.pos.columns.slug'), render: row => row.slug },
          ]}
          rows={error ? undefined : data}
          isPending={isPending}
          rowLink={row => agencyEditPath(row.id)}
          onRetry={() => void refetch()}
          empty={{ heading: translate('rm.pos.empty.agencies.heading'), text: translate('rm.pos.empty.agencies.text') }}
        />
      )}
    </PosConfigLayout>
  );
};
