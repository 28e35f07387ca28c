import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useDataProvider, useTranslate } from 'ra-core';
import { useParams } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProviders';
import { PosConfigLayout, usePosAlert } from '../../src/layout/PosConfigLayout';
import { PosLoadFailed } from '../../src/layout/posConfig/PosTable';
import { PageLoading } from '../../src/layout/PageLoading';
import { PosForm, serverFieldErrors } from '../../src/layout/posConfig/PosForm';
import { LocationInputs } from './LocationInputs';
import { buildLocationUpdate, LOCATION_FIELDS, locationFormValues, validateLocation, type LocationFormValues } from './locationModel';
import { LOCATIONS_PATH } from './paths';

/** /pos-config/locations/{id}/edit */
export const LocationEdit = () => {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { showError, showSuccess } = usePosAlert();
  const queryKey = ['pos', 'locations', 'edit', id];
  const location = useQuery({ queryKey, queryFn: () => dataProvider.getPosLocationEdit(id), retry: false });
  useEffect(() => {
    if (location.error) showError(location.error);
  }, [location.error, showError]);
  const values = useMemo(() => (location.data ? locationFormValues(location.data) : undefined), [location.data]);

  const onSubmit = async (form: LocationFormValues) => {
    try {
      const saved = await dataProvider.updatePosLocation(buildLocationUpdate(form, location.data!.id));
      showSuccess(translate('rm.pos.alert.updated', { name: String(saved.name ?? form.name ?? '') }));
      void queryClient.invalidateQueries({ queryKey: ['locations'] });
      void queryClient.invalidateQueries({ queryKey: ['terminals'] });
      await queryClient.invalidateQueries({ queryKey });
      return undefined;
    } catch (error) {
      showError(error);
      return serverFieldErrors(error, LOCATION_FIELDS);
    }
  };

  return (
    <PosConfigLayout title={translate('rm.pos.titles.locationEdit')}>
      {location.isPending ? <PageLoading /> : null}
      {location.error && !location.data ? <PosLoadFailed onRetry={() => void location.refetch()} /> : null}
      {location.data && values ? (
        <PosForm
          values={values}
          validate={form => validateLocation(form, translate)}
          onSubmit={onSubmit}
          submitLabel={translate('rm.pos.actions.save')}
          cancelTo={LOCATIONS_PATH}
        >
          <LocationInputs states={location.data.states} />
        </PosForm>
      ) : null}
    </PosConfigLayout>
  );
};
