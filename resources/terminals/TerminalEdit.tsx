import { PosEditPage } from '../cashiering/PosEditPage';
import { TERMINALS_PATH } from './paths';
import { TerminalInputs } from './TerminalInputs';
import { terminalEditForm } from './terminalModel';

/** /pos-config/terminals/{id}/edit */
export const TerminalEdit = () => (
  <PosEditPage
    resource="terminals"
    title="rm.pos.titles.terminalEdit"
    form={terminalEditForm}
    cancelTo={TERMINALS_PATH}
  >
    <TerminalInputs />
  </PosEditPage>
);
