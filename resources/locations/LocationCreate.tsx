import { useTranslate } from 'ra-core';
import { PosCreatePage } from '../../src/ui/pos/PosCreatePage';
import { LocationInputs } from './LocationInputs';
import { buildLocationCreate, LOCATION_FIELDS, newLocationValues, validateLocation, type LocationFormValues } from './locationModel';
import { LOCATIONS_PATH, locationEditPath } from './paths';
import '../../src/i18n/areas/pos';

/** /pos-config/locations/create: after saving, the page becomes the new location's edit page. */
export const LocationCreate = () => {
  const translate = useTranslate();
  return (
    <PosCreatePage<LocationFormValues>
      resource="locations"
      title={translate('rm.pos.titles.locationCreate')}
      defaultValues={newLocationValues}
      validate={values => validateLocation(values, translate)}
      toPayload={(values, defaults) => buildLocationCreate(values, Number(defaults.client_id))}
      fields={LOCATION_FIELDS}
      editPath={locationEditPath}
      cancelTo={LOCATIONS_PATH}
    >
      <LocationInputs />
    </PosCreatePage>
  );
};
