import { useTranslate } from 'ra-core';
import { PosCreatePage } from '../../src/ui/pos/PosCreatePage';
import { AgencyInputs } from './AgencyInputs';
import { AGENCY_FIELDS, agencyName, buildAgencyCreate, newAgencyValues, validateAgency, type AgencyFormValues } from './agencyModel';
import { AGENCIES_PATH, agencyEditPath } from './paths';
import '../../src/i18n/areas/pos';

/** /pos-config/agencies/create: after saving, the page becomes the new agency's edit page. */
export const AgencyCreate = () => {
  const translate = useTranslate();
  return (
    <PosCreatePage<AgencyFormValues>
      resource="agencies"
      title={translate('rm.pos.titles.agencyCreate')}
      defaultValues={newAgencyValues}
      validate={values => validateAgency(values, 'create', translate)}
      toPayload={(values, defaults) => buildAgencyCreate(values, Number(defaults.client_id))}
      fields={AGENCY_FIELDS}
      editPath={agencyEditPath}
      nameOf={agencyName}
      cancelTo={AGENCIES_PATH}
    >
      <AgencyInputs mode="create" />
    </PosCreatePage>
  );
};
