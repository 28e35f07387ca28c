import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useDataProvider, useTranslate } from 'ra-core';
import { useParams } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProviders';
import { PosConfigLayout, usePosAlert } from '../../src/layout/PosConfigLayout';
import { PosLoadFailed } from '../../src/layout/posConfig/PosTable';
import { PageLoading } from '../../src/layout/PageLoading';
import { PosForm, serverFieldErrors } from '../../src/layout/posConfig/PosForm';
import { TERMINALS_PATH } from './paths';
import { TerminalInputs } from './TerminalInputs';
import { buildTerminalUpdate, TERMINAL_FIELDS, terminalFormValues, validateTerminal, type TerminalFormValues } from './terminalModel';

/** /pos-config/terminals/{id}/edit */
export const TerminalEdit = () => {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { showError, showSuccess } = usePosAlert();
  const queryKey = ['pos', 'terminals', 'edit', id];
  const terminal = useQuery({ queryKey, queryFn: () => dataProvider.getPosTerminalEdit(id), retry: false });
  useEffect(() => {
    if (terminal.error) showError(terminal.error);
  }, [terminal.error, showError]);
  const values = useMemo(() => (terminal.data ? terminalFormValues(terminal.data) : undefined), [terminal.data]);

  const onSubmit = async (form: TerminalFormValues) => {
    try {
      const saved = await dataProvider.updatePosTerminal(buildTerminalUpdate(form, terminal.data!.id));
      showSuccess(translate('rm.pos.alert.updated', { name: String(saved.name ?? form.name ?? '') }));
      void queryClient.invalidateQueries({ queryKey: ['terminals'] });
      await queryClient.invalidateQueries({ queryKey });
      return undefined;
    } catch (error) {
      showError(error);
      return serverFieldErrors(error, TERMINAL_FIELDS);
    }
  };

  return (
    <PosConfigLayout title={translate('rm.pos.titles.terminalEdit')}>
      {terminal.isPending ? <PageLoading /> : null}
      {terminal.error && !terminal.data ? <PosLoadFailed onRetry={() => void terminal.refetch()} /> : null}
      {terminal.data && values ? (
        <PosForm
          values={values}
          validate={form => validateTerminal(form, translate)}
          onSubmit={onSubmit}
          submitLabel={translate('rm.pos.actions.save')}
          cancelTo={TERMINALS_PATH}
        >
          <TerminalInputs locations={terminal.data.locations} readerTypes={terminal.data.credit_card_reader_types} />
        </PosForm>
      ) : null}
    </PosConfigLayout>
  );
};
