import { PosCreatePage } from '../cashiering/PosCreatePage';
import { TERMINALS_PATH } from './paths';
import { TerminalInputs } from './TerminalInputs';
import { terminalCreateForm } from './terminalModel';

/** /pos-config/terminals/create[?location_id=]: after saving, the page becomes the new terminal's edit page. */
export const TerminalCreate = () => (
  <PosCreatePage
    resource="terminals"
    title="rm.pos.titles.terminalCreate"
    form={terminalCreateForm}
    cancelTo={TERMINALS_PATH}
  >
    <TerminalInputs />
  </PosCreatePage>
);
