import { PosEditPage } from '../cashiering/PosEditPage';
import { LocationInputs } from './LocationInputs';
import { locationEditForm } from './locationModel';
import { LOCATIONS_PATH } from './paths';

/** /pos-config/locations/{id}/edit */
export const LocationEdit = () => (
  <PosEditPage
    resource="locations"
    title="rm.pos.titles.locationEdit"
    form={locationEditForm}
    cancelTo={LOCATIONS_PATH}
  >
    <LocationInputs />
  </PosEditPage>
);
