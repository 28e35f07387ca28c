import { useTranslate } from 'ra-core';
import { useSearchParams } from 'react-router-dom';
import type { TextValue } from '../../dataProviders/pos/contract';
import { PosCreatePage } from '../../src/ui/pos/PosCreatePage';
import { idOrNull } from '../../src/ui/pos/validation';
import { TERMINALS_PATH, terminalEditPath } from './paths';
import { TerminalInputs } from './TerminalInputs';
import { buildTerminalCreate, newTerminalValues, TERMINAL_FIELDS, validateTerminal, type TerminalFormValues } from './terminalModel';
import '../../src/i18n/areas/pos';

/** /pos-config/terminals/create[?location_id=]: after saving, the page becomes the new terminal's edit page. */
export const TerminalCreate = () => {
  const translate = useTranslate();
  const [searchParams] = useSearchParams();
  const preset = idOrNull(searchParams.get('location_id'));
  return (
    <PosCreatePage<TerminalFormValues>
      resource="terminals"
      title={translate('rm.pos.titles.terminalCreate')}
      // A new terminal starts in the location the list was narrowed to, when it is one of the client's.
      defaultValues={defaults => newTerminalValues((defaults.locations as TextValue[] | undefined)?.some(location => Number(location.value) === preset) ? preset : null)}
      validate={values => validateTerminal(values, translate)}
      toPayload={values => buildTerminalCreate(values)}
      fields={TERMINAL_FIELDS}
      editPath={terminalEditPath}
      cancelTo={TERMINALS_PATH}
    >
      <TerminalInputs />
    </PosCreatePage>
  );
};
