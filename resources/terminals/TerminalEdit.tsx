import { useTranslate } from 'ra-core';
import type { TerminalEdit as TerminalRecord } from '../../dataProviders/pos/contract';
import { PosEditPage } from '../../src/ui/pos/PosEditPage';
import { TERMINALS_PATH } from './paths';
import { TerminalInputs } from './TerminalInputs';
import { buildTerminalUpdate, TERMINAL_FIELDS, terminalFormValues, validateTerminal, type TerminalFormValues } from './terminalModel';
import '../../src/i18n/areas/pos';

/** /pos-config/terminals/{id}/edit */
export const TerminalEdit = () => {
  const translate = useTranslate();
  return (
    <PosEditPage<TerminalFormValues>
      resource="terminals"
      title={translate('rm.pos.titles.terminalEdit')}
      defaultValues={record => terminalFormValues(record as TerminalRecord)}
      validate={values => validateTerminal(values, translate)}
      toPayload={(values, record) => buildTerminalUpdate(values, Number(record.id))}
      fields={TERMINAL_FIELDS}
      cancelTo={TERMINALS_PATH}
    >
      <TerminalInputs />
    </PosEditPage>
  );
};
