import { brandListParams } from '../cashiering/posListParams';
import { posPages } from '../cashiering/posPages';
import { TerminalInputs } from './TerminalInputs';
import { terminalCreateForm, terminalEditForm } from './terminalModel';
import { TERMINALS_PATH } from './paths';

/** /pos-config/terminals/create and /pos-config/terminals/{id}/edit: after a create, the page becomes the new record's edit page. */
export const { Create: TerminalCreate, Edit: TerminalEdit } = posPages({
  resource: 'terminals',
  path: TERMINALS_PATH,
  titles: { create: 'rm.pos.titles.terminalCreate', edit: 'rm.pos.titles.terminalEdit' },
  createForm: terminalCreateForm,
  editForm: terminalEditForm,
  // A terminal of the chosen client stands at one of its locations.
  clientList: { resource: 'locations', params: brandListParams, idOf: record => record.location_id },
  Inputs: TerminalInputs,
});
