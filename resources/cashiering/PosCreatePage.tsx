import { CreateBase, useGetOne, useTranslate, type RaRecord, type UseGetOneHookValue } from 'ra-core';
import type { FieldValues } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import type { PosDefaultsRecord } from '../../dataProviders/pos';
import type { PosDefaults } from '../../dataProviders/pos/contract';
import { PageLoading } from '../../src/layout/PageLoading';
import { PosConfigLayout } from './PosConfigLayout';
import { usePosOutcome, usePosLoadError } from './posOutcome';
import { usePosBrand } from './usePosBrand';
import { nameOfRecord, PosForm, type PosPageForm, type PosPageProps } from './PosForm';
import { PosClientMissing, PosLoadFailed } from './PosTable';

/** The create defaults of a resource (GET /{resource}/new?brand=), which its form chooses from. */
export const usePosDefaults = <R extends keyof PosDefaults>(resource: R, options: { enabled?: boolean } = {}) => {
  const brand = usePosBrand();
  const defaults = useGetOne<PosDefaultsRecord>(
    'posDefaults',
    { id: brand, meta: { resource } },
    { retry: false, ...options },
  );
  // The record is the defaults of the resource named in meta.
  return defaults as UseGetOneHookValue<PosDefaultsRecord<R>>;
};

/**
 * A create form: a new record's values from the server's defaults and the address's query string (a list narrowed to a
 * location creates in that location); its body takes the client's id.
 */
export type PosCreateForm<V extends FieldValues> = PosPageForm<
  V,
  [defaults: Record<string, unknown>, search: URLSearchParams],
  number
>;

/**
 * /pos-config/{resource}/create: react-admin's CreateBase (a pessimistic create) with the server's defaults as the
 * form's record; after saving, the new record's edit page with the success alert.
 */
export const PosCreatePage = <V extends FieldValues>({
  resource,
  title,
  form,
  cancelTo,
  children,
}: PosPageProps<PosCreateForm<V>>) => {
  const { nameOf = nameOfRecord, toValues, validate, toPayload, fields, pairs } = form;
  const translate = useTranslate();
  const { showSaveError, navigateWithSuccess } = usePosOutcome();
  const defaults = usePosDefaults(resource);
  const [searchParams] = useSearchParams();
  const clientMissing = usePosLoadError(defaults.error);
  const record = defaults.data as Record<string, unknown> | undefined;
  return (
    <PosConfigLayout title={translate(title)}>
      {defaults.isPending ? <PageLoading /> : null}
      {defaults.error && !record && !clientMissing ? (
        <PosLoadFailed error={defaults.error} onRetry={() => void defaults.refetch()} />
      ) : null}
      {clientMissing ? <PosClientMissing /> : null}
      {record ? (
        <CreateBase
          resource={resource}
          mutationMode="pessimistic"
          redirect={false}
          transform={values => toPayload(values as V, Number(record.client_id))}
          mutationOptions={{
            onSuccess: (saved: RaRecord) =>
              navigateWithSuccess(
                `${cancelTo}/${saved.id}/edit`,
                translate('rm.pos.alert.created', { name: nameOf(saved) }),
              ),
            onError: (error: unknown) => showSaveError(error, fields),
          }}
        >
          <PosForm
            fields={fields}
            pairs={pairs}
            record={record}
            defaultValues={defaults => toValues(defaults, searchParams)}
            validate={values => validate(values, translate)}
            cancelTo={cancelTo}
            submitLabel={translate('rm.pos.actions.create')}
          >
            {children}
          </PosForm>
        </CreateBase>
      ) : null}
    </PosConfigLayout>
  );
};
