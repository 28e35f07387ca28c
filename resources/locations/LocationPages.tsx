import { brandListParams } from '../cashiering/posListParams';
import { posPages } from '../cashiering/posPages';
import { LocationInputs } from './LocationInputs';
import { locationCreateForm, locationEditForm } from './locationModel';
import { LOCATIONS_PATH } from './paths';

/** /pos-config/locations/create and /pos-config/locations/{id}/edit: after a create, the page becomes the new record's edit page. */
export const { Create: LocationCreate, Edit: LocationEdit } = posPages({
  resource: 'locations',
  path: LOCATIONS_PATH,
  titles: { create: 'rm.pos.titles.locationCreate', edit: 'rm.pos.titles.locationEdit' },
  createForm: locationCreateForm,
  editForm: locationEditForm,
  // A location of the chosen client is in its location list.
  clientList: { resource: 'locations', params: brandListParams, idOf: record => record.id },
  Inputs: LocationInputs,
});
