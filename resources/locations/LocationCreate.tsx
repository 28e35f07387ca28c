import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider, useTranslate } from 'ra-core';
import type { AppDataProvider } from '../../dataProviders';
import { PosConfigLayout, usePosAlert, usePosBrand, usePosLoadError } from '../../src/layout/PosConfigLayout';
import { PosClientMissing, PosLoadFailed } from '../../src/layout/posConfig/PosTable';
import { PageLoading } from '../../src/layout/PageLoading';
import { PosForm, serverFieldErrors } from '../../src/layout/posConfig/PosForm';
import { LocationInputs } from './LocationInputs';
import { buildLocationCreate, LOCATION_FIELDS, newLocationValues, validateLocation, type LocationFormValues } from './locationModel';
import { LOCATIONS_PATH, locationEditPath } from './paths';

/** /pos-config/locations/create: after saving, the page becomes the new location's edit page. */
export const LocationCreate = () => {
  const translate = useTranslate();
  const brand = usePosBrand();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { showError, navigateWithSuccess } = usePosAlert();
  const defaults = useQuery({ queryKey: ['pos', 'locations', 'new', brand], queryFn: () => dataProvider.getPosLocationNew(brand), retry: false });
  const clientMissing = usePosLoadError(defaults.error);
  const values = useMemo(newLocationValues, []);

  const onSubmit = async (form: LocationFormValues) => {
    try {
      const saved = await dataProvider.createPosLocation(buildLocationCreate(form, defaults.data!.client_id));
      void queryClient.invalidateQueries({ queryKey: ['locations'] });
      navigateWithSuccess(locationEditPath(saved.id), translate('rm.pos.alert.created', { name: String(saved.name ?? form.name ?? '') }));
      return undefined;
    } catch (error) {
      showError(error);
      return serverFieldErrors(error, LOCATION_FIELDS);
    }
  };

  return (
    <PosConfigLayout title={translate('rm.pos.titles.locationCreate')}>
      {defaults.isPending ? <PageLoading /> : null}
      {defaults.error && !defaults.data && !clientMissing ? <PosLoadFailed onRetry={() => void defaults.refetch()} /> : null}
      {clientMissing ? <PosClientMissing /> : null}
      {defaults.data ? (
        <PosForm
          values={values}
          validate={form => validateLocation(form, translate)}
          onSubmit={onSubmit}
          submitLabel={translate('rm.pos.actions.create')}
          cancelTo={LOCATIONS_PATH}
        >
          <LocationInputs states={defaults.data.states} />
        </PosForm>
      ) : null}
    </PosConfigLayout>
  );
};
