import { PosEditPage } from '../cashiering/PosEditPage';
import { AgencyInputs } from './AgencyInputs';
import { agencyEditForm } from './agencyModel';
import { AGENCIES_PATH } from './paths';

/** /pos-config/agencies/{id}/edit: the agency with its fee section. */
export const AgencyEdit = () => (
  <PosEditPage resource="agencies" title="rm.pos.titles.agencyEdit" form={agencyEditForm} cancelTo={AGENCIES_PATH}>
    <AgencyInputs mode="edit" />
  </PosEditPage>
);
