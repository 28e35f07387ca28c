import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { CreateBase, EditBase, useEditContext, useRecordContext, useTranslate, type RaRecord } from 'ra-core';
import { SelectInput, TextInput } from 'react-admin';
import { statusOfError } from '../../dataProviders/http';
import type { PosClientNew, PosClientRecord, TextValue } from '../../dataProviders/pos/contract';
import { PosConfigLayout } from '../cashiering/PosConfigLayout';
import { usePosOutcome, usePosLoadError } from '../cashiering/posOutcome';
import { usePosBrand } from '../cashiering/usePosBrand';
import { usePosDefaults } from '../cashiering/PosCreatePage';
import { usePosSaveConflict, type PosConflict } from '../cashiering/PosConflictNotice';
import { PosForm } from '../cashiering/PosForm';
import { PosLoadFailed } from '../cashiering/PosTable';
import {
  buildClientCreate,
  buildClientUpdate,
  CLIENT_FIELDS,
  clientFormValues,
  newClientValues,
  validateClientSettings,
  type ClientFormMode,
  type ClientSettingsValues,
} from './clientSettingsModel';

const SPLIT_PAIR: [string, string][] = [['split_fee_text_default', 'split_fee_mid_default']];

/**
 * /pos-config/clients/edit: the cashiering settings of the chosen client, the posClients record read by its brand.
 * Read-only until loaded; edit mode when the client exists, create mode when the server answers Client not found.
 */
export const ClientSettingsEdit = () => {
  const translate = useTranslate();
  const brand = usePosBrand();
  const { showSuccess } = usePosOutcome();
  const { onSaveError, onSaved, conflictWith } = usePosSaveConflict(CLIENT_FIELDS);
  return (
    <PosConfigLayout title={translate('rm.pos.titles.client')}>
      <EditBase
        resource="posClients"
        id={brand}
        mutationMode="pessimistic"
        redirect={false}
        // A failed read is said by the page's alert (ClientSettingsForm), not react-admin's toast and redirect. Not read
        // again behind the user's back: a save over someone else's is caught as a conflict instead (PosEditPage).
        queryOptions={{ onError: () => undefined, refetchOnWindowFocus: false, refetchOnReconnect: false }}
        transform={(values, options) =>
          buildClientUpdate(
            values as ClientSettingsValues,
            Number((options?.previousData as PosClientRecord).client_id),
          )
        }
        mutationOptions={{
          onSuccess: (saved: RaRecord) => {
            onSaved();
            showSuccess(translate('rm.pos.alert.updated', { name: String(saved.name ?? '') }));
          },
          onError: onSaveError,
        }}
      >
        <ClientSettingsForm conflictWith={conflictWith} />
      </EditBase>
    </PosConfigLayout>
  );
};

const ClientSettingsForm = ({ conflictWith }: { conflictWith: (refetch: () => unknown) => PosConflict | null }) => {
  const translate = useTranslate();
  const brand = usePosBrand();
  const { record, error, isPending, refetch } = useEditContext<PosClientRecord>();
  usePosLoadError(error, { notFound: translate('rm.pos.alert.clientNotFoundText', { brand }) });
  // Once created, the create form stays, as saved, until the client has been read again: the page does not blank out.
  const [created, setCreated] = useState(false);
  if (!record && (created || statusOfError(error) === 404))
    return (
      <ClientCreateForm
        onCreated={() => {
          setCreated(true);
          void refetch();
        }}
      />
    );
  const mode: ClientFormMode = record ? 'edit' : 'loading';
  return (
    <>
      {/* A failure other than "Client not found" (which opens the create form) says so in place, with Try again. */}
      {error && !record ? <PosLoadFailed error={error} onRetry={() => void refetch()} /> : null}
      <PosForm
        defaultValues={current =>
          current.id ? clientFormValues(current as PosClientRecord) : newClientValues({}, brand)
        }
        validate={values => validateClientSettings(values, mode, translate)}
        fields={CLIENT_FIELDS}
        pairs={SPLIT_PAIR}
        submitLabel={isPending || !record ? undefined : translate('rm.pos.actions.save')}
        readOnly={!record}
        conflict={conflictWith(refetch)}
      >
        <ClientSettingsInputs mode={mode} readOnly={!record} />
      </PosForm>
    </>
  );
};

/** The client does not exist yet: the form creates it with the server's defaults, then the page edits it. */
const ClientCreateForm = ({ onCreated }: { onCreated: () => void }) => {
  const translate = useTranslate();
  const brand = usePosBrand();
  const { showSaveError, showSuccess } = usePosOutcome();
  const defaults = usePosDefaults('posClients');
  // What went wrong is said by the page's alert, as on every cashiering page; Try again stays in place.
  usePosLoadError(defaults.error, { notFound: false });
  if (defaults.error) return <PosLoadFailed error={defaults.error} onRetry={() => void defaults.refetch()} />;
  return (
    <CreateBase
      resource="posClients"
      mutationMode="pessimistic"
      redirect={false}
      transform={values => buildClientCreate({ ...(values as ClientSettingsValues), brand })}
      mutationOptions={{
        onSuccess: (saved: RaRecord) => {
          showSuccess(translate('rm.pos.alert.created', { name: String(saved.name ?? '') }));
          onCreated();
        },
        onError: (error: unknown) => showSaveError(error, CLIENT_FIELDS),
      }}
    >
      <PosForm
        record={defaults.data}
        defaultValues={current => newClientValues(current as Partial<PosClientNew>, brand)}
        validate={values => validateClientSettings(values, 'create', translate)}
        fields={CLIENT_FIELDS}
        submitLabel={translate('rm.pos.actions.create')}
        readOnly={!defaults.data}
      >
        <ClientSettingsInputs mode="create" readOnly={!defaults.data} />
      </PosForm>
    </CreateBase>
  );
};

const NO_CHOICES: TextValue[] = [];

/** The client form's fields; the time zones and reader types come with the record (or the create defaults). */
const ClientSettingsInputs = ({ mode, readOnly }: { mode: ClientFormMode; readOnly: boolean }) => {
  const translate = useTranslate();
  const lists = useRecordContext<{ id?: string; time_zones?: TextValue[]; credit_card_reader_types?: TextValue[] }>();
  const label = (field: string) => translate(`rm.pos.client.${field}`);
  const identityReadOnly = readOnly || mode !== 'create';
  const choices = (items: TextValue[] | undefined) =>
    (items ?? NO_CHOICES).map(item => ({ id: item.value, name: item.text }));
  return (
    <>
      <TextInput source="name" isRequired readOnly={identityReadOnly} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        {/* The client is the one chosen on /admin: a client created under another brand would be one the page cannot reach. */}
        <TextInput source="brand" isRequired readOnly />
        <TextInput source="slug" isRequired readOnly={identityReadOnly} />
      </Box>
      <SelectInput
        source="time_zone_id"
        choices={choices(lists?.time_zones)}
        translateChoice={false}
        isRequired
        readOnly={readOnly}
      />
      <SelectInput
        source="credit_card_reader_type_id"
        choices={choices(lists?.credit_card_reader_types)}
        translateChoice={false}
        isRequired
        readOnly={readOnly}
      />
      <TextInput
        source="split_fee_text_default"
        multiline
        minRows={2}
        readOnly={readOnly}
        disabled={mode === 'create'}
      />
      <TextInput source="split_fee_mid_default" readOnly={readOnly} disabled={mode === 'create'} />
      <Typography variant="body2" color="text.secondary">
        {label('splitFeeHint')}
      </Typography>
    </>
  );
};
