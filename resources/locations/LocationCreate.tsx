import { PosCreatePage } from '../cashiering/PosCreatePage';
import { LocationInputs } from './LocationInputs';
import { locationCreateForm } from './locationModel';
import { LOCATIONS_PATH } from './paths';

/** /pos-config/locations/create: after saving, the page becomes the new location's edit page. */
export const LocationCreate = () => (
  <PosCreatePage
    resource="locations"
    title="rm.pos.titles.locationCreate"
    form={locationCreateForm}
    cancelTo={LOCATIONS_PATH}
  >
    <LocationInputs />
  </PosCreatePage>
);
