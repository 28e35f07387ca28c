import { useTranslate } from 'ra-core';
import type { LocationEdit as LocationRecord } from '../../dataProviders/pos/contract';
import { PosEditPage } from '../../src/ui/pos/PosEditPage';
import { LocationInputs } from './LocationInputs';
import { buildLocationUpdate, LOCATION_FIELDS, locationFormValues, validateLocation, type LocationFormValues } from './locationModel';
import { LOCATIONS_PATH } from './paths';
import '../../src/i18n/areas/pos';

/** /pos-config/locations/{id}/edit */
export const LocationEdit = () => {
  const translate = useTranslate();
  return (
    <PosEditPage<LocationFormValues>
      resource="locations"
      title={translate('rm.pos.titles.locationEdit')}
      defaultValues={record => locationFormValues(record as LocationRecord)}
      validate={values => validateLocation(values, translate)}
      toPayload={(values, record) => buildLocationUpdate(values, Number(record.id))}
      fields={LOCATION_FIELDS}
      cancelTo={LOCATIONS_PATH}
    >
      <LocationInputs />
    </PosEditPage>
  );
};
