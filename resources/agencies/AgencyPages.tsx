import { agencyListParams } from './listParams';
import { posPages } from '../cashiering/posPages';
import { AgencyInputs } from './AgencyInputs';
import { agencyCreateForm, agencyEditForm } from './agencyModel';
import { AGENCIES_PATH } from './paths';

/** /pos-config/agencies/create and /pos-config/agencies/{id}/edit: after a create, the page becomes the new record's edit page. */
export const { Create: AgencyCreate, Edit: AgencyEdit } = posPages({
  resource: 'agencies',
  path: AGENCIES_PATH,
  titles: { create: 'rm.pos.titles.agencyCreate', edit: 'rm.pos.titles.agencyEdit' },
  createForm: agencyCreateForm,
  editForm: agencyEditForm,
  // An agency of the chosen client is in its agency list.
  clientList: { resource: 'agencies', params: agencyListParams, idOf: record => record.id },
  Inputs: AgencyInputs,
});
