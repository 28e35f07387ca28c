import { useTranslate } from 'ra-core';
import type { AgencyEdit as AgencyRecord } from '../../dataProviders/pos/contract';
import { PosEditPage } from '../../src/ui/pos/PosEditPage';
import { AgencyInputs } from './AgencyInputs';
import { AGENCY_FIELDS, AGENCY_PAIRS, agencyFormValues, agencyName, buildAgencyUpdate, validateAgency, type AgencyFormValues } from './agencyModel';
import { AGENCIES_PATH } from './paths';
import '../../src/i18n/areas/pos';

/** /pos-config/agencies/{id}/edit: the agency with its fee section. */
export const AgencyEdit = () => {
  const translate = useTranslate();
  return (
    <PosEditPage<AgencyFormValues>
      resource="agencies"
      title={translate('rm.pos.titles.agencyEdit')}
      defaultValues={record => agencyFormValues(record as AgencyRecord)}
      validate={values => validateAgency(values, 'edit', translate)}
      toPayload={(values, record) => buildAgencyUpdate(values, Number(record.id))}
      fields={AGENCY_FIELDS}
      pairs={AGENCY_PAIRS}
      nameOf={agencyName}
      cancelTo={AGENCIES_PATH}
    >
      <AgencyInputs mode="edit" />
    </PosEditPage>
  );
};
