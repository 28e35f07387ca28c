import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useDataProvider, useTranslate } from 'ra-core';
import { useParams } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProviders';
import { PosConfigLayout, usePosAlert } from '../../src/layout/PosConfigLayout';
import { PosLoadFailed } from '../../src/layout/posConfig/PosTable';
import { PageLoading } from '../../src/layout/PageLoading';
import { PosForm, serverFieldErrors } from '../../src/layout/posConfig/PosForm';
import { AgencyInputs } from './AgencyInputs';
import { AGENCY_FIELDS, AGENCY_PAIRS, agencyFormValues, buildAgencyUpdate, validateAgency, type AgencyFormValues } from './agencyModel';
import { AGENCIES_PATH } from './paths';

/** /pos-config/agencies/{id}/edit: the agency with its fee section. */
export const AgencyEdit = () => {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { showError, showSuccess } = usePosAlert();
  const queryKey = ['pos', 'agencies', 'edit', id];
  const agency = useQuery({ queryKey, queryFn: () => dataProvider.getPosAgencyEdit(id), retry: false });
  useEffect(() => {
    if (agency.error) showError(agency.error);
  }, [agency.error, showError]);
  const values = useMemo(() => (agency.data ? agencyFormValues(agency.data) : undefined), [agency.data]);

  const onSubmit = async (form: AgencyFormValues) => {
    try {
      const saved = await dataProvider.updatePosAgency(buildAgencyUpdate(form, agency.data!.id));
      showSuccess(translate('rm.pos.alert.updated', { name: String(saved.description ?? form.description ?? '') }));
      void queryClient.invalidateQueries({ queryKey: ['agencies'] });
      await queryClient.invalidateQueries({ queryKey });
      return undefined;
    } catch (error) {
      showError(error);
      return serverFieldErrors(error, AGENCY_FIELDS);
    }
  };

  return (
    <PosConfigLayout title={translate('rm.pos.titles.agencyEdit')}>
      {agency.isPending ? <PageLoading /> : null}
      {agency.error && !agency.data ? <PosLoadFailed onRetry={() => void agency.refetch()} /> : null}
      {agency.data && values ? (
        <PosForm
          values={values}
          validate={form => validateAgency(form, 'edit', translate)}
          onSubmit={onSubmit}
          pairs={AGENCY_PAIRS}
          submitLabel={translate('rm.pos.actions.save')}
          cancelTo={AGENCIES_PATH}
        >
          <AgencyInputs mode="edit" locations={agency.data.locations} />
        </PosForm>
      ) : null}
    </PosConfigLayout>
  );
};
