import { PosCreatePage } from '../cashiering/PosCreatePage';
import { AgencyInputs } from './AgencyInputs';
import { agencyCreateForm } from './agencyModel';
import { AGENCIES_PATH } from './paths';

/** /pos-config/agencies/create: after saving, the page becomes the new agency's edit page. */
export const AgencyCreate = () => (
  <PosCreatePage
    resource="agencies"
    title="rm.pos.titles.agencyCreate"
    form={agencyCreateForm}
    cancelTo={AGENCIES_PATH}
  >
    <AgencyInputs mode="create" />
  </PosCreatePage>
);
