import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider, useTranslate } from 'ra-core';
import type { AppDataProvider } from '../../dataProviders';
import { PosConfigLayout, usePosAlert, usePosBrand, usePosLoadError } from '../../src/layout/PosConfigLayout';
import { PosClientMissing, PosLoadFailed } from '../../src/layout/posConfig/PosTable';
import { PageLoading } from '../../src/layout/PageLoading';
import { PosForm, serverFieldErrors } from '../../src/layout/posConfig/PosForm';
import { AgencyInputs } from './AgencyInputs';
import { AGENCY_FIELDS, buildAgencyCreate, newAgencyValues, validateAgency, type AgencyFormValues } from './agencyModel';
import { AGENCIES_PATH, agencyEditPath } from './paths';

/** /pos-config/agencies/create: after saving, the page becomes the new agency's edit page. */
export const AgencyCreate = () => {
  const translate = useTranslate();
  const brand = usePosBrand();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { showError, navigateWithSuccess } = usePosAlert();
  const defaults = useQuery({ queryKey: ['pos', 'agencies', 'new', brand], queryFn: () => dataProvider.getPosAgencyNew(brand), retry: false });
  const clientMissing = usePosLoadError(defaults.error);
  const values = useMemo(newAgencyValues, []);

  const onSubmit = async (form: AgencyFormValues) => {
    try {
      const saved = await dataProvider.createPosAgency(buildAgencyCreate(form, defaults.data!.client_id));
      void queryClient.invalidateQueries({ queryKey: ['agencies'] });
      navigateWithSuccess(agencyEditPath(saved.id), translate('rm.pos.alert.created', { name: String(saved.description ?? form.description ?? '') }));
      return undefined;
    } catch (error) {
      showError(error);
      return serverFieldErrors(error, AGENCY_FIELDS);
    }
  };

  return (
    <PosConfigLayout title={translate('rm.pos.titles.agencyCreate')}>
      {defaults.isPending ? <PageLoading /> : null}
      {defaults.error && !defaults.data && !clientMissing ? <PosLoadFailed onRetry={() => void defaults.refetch()} /> : null}
      {clientMissing ? <PosClientMissing /> : null}
      {defaults.data ? (
        <PosForm
          values={values}
          validate={form => validateAgency(form, 'create', translate)}
          onSubmit={onSubmit}
          submitLabel={translate('rm.pos.actions.create')}
          cancelTo={AGENCIES_PATH}
        >
          <AgencyInputs mode="create" locations={defaults.data.locations} />
        </PosForm>
      ) : null}
    </PosConfigLayout>
  );
};
