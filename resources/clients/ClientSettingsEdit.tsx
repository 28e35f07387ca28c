import { Box, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useDataProvider, useTranslate } from 'ra-core';
import { SelectInput, TextInput } from 'react-admin';
import type { AppDataProvider } from '../../dataProviders';
import { statusOfError } from '../../dataProviders/http';
import type { TextValue } from '../../dataProviders/pos/contract';
import { PosConfigLayout, usePosAlert, usePosBrand } from '../../src/layout/PosConfigLayout';
import { PosForm, serverFieldErrors } from '../../src/layout/posConfig/PosForm';
import { PosLoadFailed } from '../../src/layout/posConfig/PosTable';
import {
  buildClientCreate,
  buildClientUpdate,
  CLIENT_FIELDS,
  clientFormValues,
  emptyClientValues,
  newClientValues,
  validateClientSettings,
  type ClientFormMode,
  type ClientSettingsValues,
} from './clientSettingsModel';

const SPLIT_PAIR: [string, string][] = [['split_fee_text_default', 'split_fee_mid_default']];
const NO_CHOICES: TextValue[] = [];

/**
 * /pos-config/clients/edit: the cashiering settings of the chosen client. Read-only until loaded;
 * edit mode when the client exists, create mode when the server answers Client not found.
 */
export const ClientSettingsEdit = () => {
  const translate = useTranslate();
  const brand = usePosBrand();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { showClientNotFound, showError, showSuccess } = usePosAlert();

  const clientKey = ['pos', 'client', brand];
  const client = useQuery({ queryKey: clientKey, queryFn: () => dataProvider.getPosClient(brand), retry: false });
  const notFound = !client.data && statusOfError(client.error) === 404;
  const mode: ClientFormMode = client.data ? 'edit' : notFound ? 'create' : 'loading';
  const editQuery = { queryKey: [...clientKey, 'edit'], queryFn: () => dataProvider.getPosClientEdit(brand), retry: false } as const;
  const editData = useQuery({ ...editQuery, enabled: mode === 'edit' });
  const newData = useQuery({
    queryKey: [...clientKey, 'new'],
    queryFn: () => dataProvider.getPosClientNew(brand),
    enabled: mode === 'create',
    retry: false,
  });

  useEffect(() => {
    if (!client.error) return;
    if (statusOfError(client.error) === 404) {
      showClientNotFound(translate('rm.pos.alert.clientNotFoundText', { brand }));
    } else {
      showError(client.error);
    }
  }, [client.error, showClientNotFound, showError, translate, brand]);
  const listError = editData.error ?? newData.error;
  useEffect(() => {
    if (listError) showError(listError);
  }, [listError, showError]);

  const lists = mode === 'edit' ? editData.data : mode === 'create' ? newData.data : undefined;
  // Values arrive with the lists they choose from, so a select never holds a value it cannot show.
  const values = useMemo(() => {
    if (mode === 'edit' && client.data && editData.data) return clientFormValues(client.data);
    if (mode === 'create' && newData.data) return newClientValues(newData.data, brand);
    return emptyClientValues(brand);
  }, [mode, client.data, editData.data, newData.data, brand]);

  const onSubmit = async (form: ClientSettingsValues) => {
    try {
      if (mode === 'create') {
        await dataProvider.createPosClient(buildClientCreate(form));
        showSuccess(translate('rm.pos.alert.created', { name: form.name ?? '' }));
        // The edit lists are there before the form turns to edit mode, so it never blanks out in between.
        await queryClient.prefetchQuery(editQuery);
      } else {
        const saved = await dataProvider.updatePosClient(buildClientUpdate(form, client.data!.id));
        showSuccess(translate('rm.pos.alert.updated', { name: String(saved.name ?? client.data!.name) }));
      }
      await queryClient.invalidateQueries({ queryKey: clientKey });
      return undefined;
    } catch (error) {
      showError(error);
      return serverFieldErrors(error, CLIENT_FIELDS);
    }
  };

  return (
    <PosConfigLayout title={translate('rm.pos.titles.client')}>
      {/* A failure other than "Client not found" (which opens the create form) says so in place, with Try again. */}
      {(client.error && !client.data && !notFound) || listError ? (
        <PosLoadFailed
          onRetry={() => {
            if (client.error) void client.refetch();
            if (editData.error) void editData.refetch();
            if (newData.error) void newData.refetch();
          }}
        />
      ) : null}
      <PosForm
        values={values}
        validate={form => validateClientSettings(form, mode, translate)}
        onSubmit={onSubmit}
        pairs={mode === 'edit' ? SPLIT_PAIR : []}
        submitLabel={mode === 'loading' ? undefined : translate(mode === 'create' ? 'rm.pos.actions.create' : 'rm.pos.actions.save')}
        readOnly={!lists}
      >
        <ClientSettingsInputs mode={mode} readOnly={!lists} timeZones={lists?.time_zones ?? NO_CHOICES} readerTypes={lists?.credit_card_reader_types ?? NO_CHOICES} />
      </PosForm>
    </PosConfigLayout>
  );
};

interface ClientSettingsInputsProps {
  mode: ClientFormMode;
  readOnly: boolean;
  timeZones: TextValue[];
  readerTypes: TextValue[];
}

const ClientSettingsInputs = ({ mode, readOnly, timeZones, readerTypes }: ClientSettingsInputsProps) => {
  const translate = useTranslate();
  const label = (field: string) => translate(`rm.pos.client.${field}`);
  const identityReadOnly = readOnly || mode !== 'create';
  const choices = (items: TextValue[]) => items.map(item => ({ id: item.value, name: item.text }));
  return (
    <>
      <TextInput source="name" label={label('name')} isRequired readOnly={identityReadOnly} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        <TextInput source="brand" label={label('brand')} isRequired readOnly={identityReadOnly} />
        <TextInput source="slug" label={label('slug')} isRequired readOnly={identityReadOnly} />
      </Box>
      <SelectInput source="time_zone_id" label={label('time_zone_id')} choices={choices(timeZones)} translateChoice={false} isRequired readOnly={readOnly} />
      <SelectInput
        source="credit_card_reader_type_id"
        label={label('credit_card_reader_type_id')}
        choices={choices(readerTypes)}
        translateChoice={false}
        isRequired
        readOnly={readOnly}
      />
      <TextInput
        source="split_fee_text_default"
        label={label('split_fee_text_default')}
        multiline
        minRows={2}
        readOnly={readOnly}
        disabled={mode === 'create'}
      />
      <TextInput source="split_fee_mid_default" label={label('split_fee_mid_default')} readOnly={readOnly} disabled={mode === 'create'} />
      <Typography variant="body2" color="text.secondary">
        {label('splitFeeHint')}
      </Typography>
    </>
  );
};
