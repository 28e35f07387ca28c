import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CreateBase, useDataProvider, useTranslate, type RaRecord } from 'ra-core';
import type { FieldValues } from 'react-hook-form';
import type { AppDataProvider } from '../../../dataProviders';
import type { PosDefaults } from '../../../dataProviders/pos/contract';
import { PageLoading } from '../../layout/PageLoading';
import { PosConfigLayout, usePosAlert, usePosBrand, usePosLoadError } from './PosConfigLayout';
import { nameOfRecord, PosForm, type PosFormProps } from './PosForm';
import { PosClientMissing, PosLoadFailed } from './PosTable';
import '../../i18n/areas/pos';

/** The create defaults of a resource (GET /{resource}/new?brand=), which its form chooses from. */
export const usePosDefaults = <R extends keyof PosDefaults>(resource: R, options: { enabled?: boolean } = {}) => {
  const brand = usePosBrand();
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: ['pos', resource, 'new', brand], queryFn: () => dataProvider.getPosDefaults(resource, brand), retry: false, ...options });
};

export interface PosCreatePageProps<V extends FieldValues> extends Omit<PosFormProps<V>, 'record' | 'submitLabel' | 'children'> {
  resource: 'agencies' | 'locations' | 'terminals';
  title: string;
  toPayload: (values: V, defaults: Record<string, unknown>) => Partial<RaRecord>;
  /** Where the new record is edited: the page becomes it after saving (spec §4). */
  editPath: (id: RaRecord['id']) => string;
  /** The saved item's name (its name unless said) in the success alert ("… Successfully Created"). */
  nameOf?: (saved: RaRecord) => string;
  children: ReactNode;
}

/**
 * /pos-config/{resource}/create: react-admin's CreateBase (a pessimistic create) with the server's defaults as the
 * form's record; after saving, the new record's edit page with the success alert.
 */
export const PosCreatePage = <V extends FieldValues>({ resource, title, toPayload, editPath, nameOf = nameOfRecord, children, ...form }: PosCreatePageProps<V>) => {
  const translate = useTranslate();
  const { showError, navigateWithSuccess } = usePosAlert();
  const defaults = usePosDefaults(resource);
  const clientMissing = usePosLoadError(defaults.error);
  const record = defaults.data as Record<string, unknown> | undefined;
  return (
    <PosConfigLayout title={title}>
      {defaults.isPending ? <PageLoading /> : null}
      {defaults.error && !record && !clientMissing ? <PosLoadFailed onRetry={() => void defaults.refetch()} /> : null}
      {clientMissing ? <PosClientMissing /> : null}
      {record ? (
        <CreateBase
          resource={resource}
          mutationMode="pessimistic"
          redirect={false}
          transform={values => toPayload(values as V, record)}
          mutationOptions={{
            onSuccess: (saved: RaRecord) => navigateWithSuccess(editPath(saved.id), translate('rm.pos.alert.created', { name: nameOf(saved) })),
            onError: showError,
          }}
        >
          <PosForm {...form} record={record} submitLabel={translate('rm.pos.actions.create')}>
            {children}
          </PosForm>
        </CreateBase>
      ) : null}
    </PosConfigLayout>
  );
};
