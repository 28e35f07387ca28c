import { useEffect, useState, type ReactNode } from 'react';
import { EditBase, useEditContext, useTranslate, type RaRecord } from 'ra-core';
import type { FieldValues } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { PageLoading } from '../../layout/PageLoading';
import { PosConfigLayout, usePosAlert } from './PosConfigLayout';
import { nameOfRecord, PosForm, type PosFormProps } from './PosForm';
import { PosLoadFailed } from './PosTable';
import '../../i18n/areas/pos';

export interface PosEditPageProps<V extends FieldValues> extends Omit<PosFormProps<V>, 'record' | 'submitLabel' | 'children'> {
  resource: 'agencies' | 'locations' | 'terminals';
  title: string;
  /** The request's body from the form's values and the record they came from. */
  toPayload: (values: V, record: RaRecord) => Partial<RaRecord>;
  /** The saved item's name (its name unless said) in the success alert ("… Successfully Updated"). */
  nameOf?: (saved: RaRecord) => string;
  /** The inputs, shared with the create page; they read their choice lists from the record. */
  children: ReactNode;
}

/**
 * /pos-config/{resource}/{id}/edit: react-admin's EditBase (the record from getOne, the /edit call; a pessimistic
 * update) in the cashiering layout, with the outcome in the page's alert.
 */
export const PosEditPage = <V extends FieldValues>({ resource, title, toPayload, nameOf = nameOfRecord, children, ...form }: PosEditPageProps<V>) => {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const { showError, showSuccess } = usePosAlert();
  return (
    <PosConfigLayout title={title}>
      <EditBase
        resource={resource}
        id={id}
        mutationMode="pessimistic"
        redirect={false}
        queryOptions={{ onError: showError }}
        transform={(values, options) => toPayload(values as V, options?.previousData as RaRecord)}
        mutationOptions={{ onSuccess: (saved: RaRecord) => showSuccess(translate('rm.pos.alert.updated', { name: nameOf(saved) })), onError: showError }}
      >
        <PosEditForm {...form} submitLabel={translate('rm.pos.actions.save')}>
          {children}
        </PosEditForm>
      </EditBase>
    </PosConfigLayout>
  );
};

const PosEditForm = <V extends FieldValues>(props: Omit<PosFormProps<V>, 'record'>) => {
  const { record, error, isPending, isFetching, refetch } = useEditContext();
  // A record just created is in the cache without its choice lists: the form waits for the page's first read, so
  // nothing typed meanwhile is reset when it arrives.
  const [read, setRead] = useState(false);
  useEffect(() => {
    if (!isFetching) setRead(true);
  }, [isFetching]);
  if (isPending || !read) return <PageLoading />;
  if (error || !record) return <PosLoadFailed onRetry={() => void refetch()} />;
  return <PosForm {...props} />;
};
