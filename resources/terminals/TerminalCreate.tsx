import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider, useTranslate } from 'ra-core';
import { useSearchParams } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProviders';
import { PosConfigLayout, usePosAlert, usePosBrand, usePosLoadError } from '../../src/layout/PosConfigLayout';
import { PosClientMissing, PosLoadFailed } from '../../src/layout/posConfig/PosTable';
import { PageLoading } from '../../src/layout/PageLoading';
import { PosForm, serverFieldErrors } from '../../src/layout/posConfig/PosForm';
import { idOrNull } from '../../src/layout/posConfig/validation';
import { TERMINALS_PATH, terminalEditPath } from './paths';
import { TerminalInputs } from './TerminalInputs';
import { buildTerminalCreate, newTerminalValues, TERMINAL_FIELDS, validateTerminal, type TerminalFormValues } from './terminalModel';

/** /pos-config/terminals/create[?location_id=]: after saving, the page becomes the new terminal's edit page. */
export const TerminalCreate = () => {
  const translate = useTranslate();
  const brand = usePosBrand();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const { showError, navigateWithSuccess } = usePosAlert();
  const defaults = useQuery({ queryKey: ['pos', 'terminals', 'new', brand], queryFn: () => dataProvider.getPosTerminalNew(brand), retry: false });
  const clientMissing = usePosLoadError(defaults.error);
  const preset = idOrNull(searchParams.get('location_id'));
  const locations = defaults.data?.locations;
  const values = useMemo(
    () => newTerminalValues(locations?.some(location => Number(location.value) === preset) ? preset : null),
    [locations, preset],
  );

  const onSubmit = async (form: TerminalFormValues) => {
    try {
      const saved = await dataProvider.createPosTerminal(buildTerminalCreate(form));
      void queryClient.invalidateQueries({ queryKey: ['terminals'] });
      navigateWithSuccess(terminalEditPath(saved.id), translate('rm.pos.alert.created', { name: String(saved.name ?? form.name ?? '') }));
      return undefined;
    } catch (error) {
      showError(error);
      return serverFieldErrors(error, TERMINAL_FIELDS);
    }
  };

  return (
    <PosConfigLayout title={translate('rm.pos.titles.terminalCreate')}>
      {defaults.isPending ? <PageLoading /> : null}
      {defaults.error && !defaults.data && !clientMissing ? <PosLoadFailed onRetry={() => void defaults.refetch()} /> : null}
      {clientMissing ? <PosClientMissing /> : null}
      {defaults.data ? (
        <PosForm
          values={values}
          validate={form => validateTerminal(form, translate)}
          onSubmit={onSubmit}
          submitLabel={translate('rm.pos.actions.create')}
          cancelTo={TERMINALS_PATH}
        >
          <TerminalInputs locations={defaults.data.locations} readerTypes={defaults.data.credit_card_reader_types} />
        </PosForm>
      ) : null}
    </PosConfigLayout>
  );
};
