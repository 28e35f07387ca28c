import { useEffect, useRef, useState } from 'react';
import { EditBase, useEditContext, useGetList, useTranslate, type RaRecord } from 'ra-core';
import type { FieldValues } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { PageLoading } from '../../src/layout/PageLoading';
import { PosConfigLayout } from './PosConfigLayout';
import { usePosOutcome, usePosLoadError } from './posOutcome';
import { usePosSaveConflict, type PosConflict } from './PosConflictNotice';
import {
  nameOfRecord,
  PosForm,
  type PosClientList,
  type PosFormProps,
  type PosPageForm,
  type PosPageProps,
} from './PosForm';
import { PosLoadFailed, PosOtherClient } from './PosTable';
import { usePosBrand } from './usePosBrand';

/** An edit form: its values from the record; its body takes the record's id. */
export type PosEditForm<V extends FieldValues> = PosPageForm<V, [record: RaRecord], number>;

/**
 * /pos-config/{resource}/{id}/edit: react-admin's EditBase (the record from getOne, the /edit call; a pessimistic
 * update) in the cashiering layout, with the outcome in the page's alert.
 */
export const PosEditPage = <V extends FieldValues>({
  resource,
  title,
  form,
  cancelTo,
  clientList,
  children,
}: PosPageProps<PosEditForm<V>> & { clientList: PosClientList }) => {
  const { nameOf = nameOfRecord, toValues, validate, toPayload, fields, pairs } = form;
  const translate = useTranslate();
  const { id = '' } = useParams();
  const { showSuccess } = usePosOutcome();
  const { onSaveError, onSaved, conflictWith } = usePosSaveConflict(fields);
  return (
    <PosConfigLayout title={translate(title)}>
      <EditBase
        resource={resource}
        id={id}
        mutationMode="pessimistic"
        redirect={false}
        // A failed read is said by the page's alert (PosEditFormBody), not react-admin's toast and redirect.
        // The page always reads the record (the /edit call), even one just put in the cache by a create. It is not read
        // again behind the user's back (coming back to the window): the form keeps what they typed and the version they
        // started from, and a save over someone else's is caught as a conflict instead.
        queryOptions={{
          onError: () => undefined,
          refetchOnMount: 'always',
          refetchOnWindowFocus: false,
          refetchOnReconnect: false,
        }}
        transform={(values, options) => toPayload(values as V, Number((options?.previousData as RaRecord).id))}
        mutationOptions={{
          onSuccess: (saved: RaRecord) => {
            onSaved();
            showSuccess(translate('rm.pos.alert.updated', { name: nameOf(saved) }));
          },
          onError: onSaveError,
        }}
      >
        <PosEditFormBody
          fields={fields}
          pairs={pairs}
          defaultValues={record => toValues(record as RaRecord)}
          validate={values => validate(values, translate)}
          cancelTo={cancelTo}
          submitLabel={translate('rm.pos.actions.save')}
          conflictWith={conflictWith}
          clientList={clientList}
        >
          {children}
        </PosEditFormBody>
      </EditBase>
    </PosConfigLayout>
  );
};

const PosEditFormBody = <V extends FieldValues>({
  conflictWith,
  clientList,
  ...props
}: Omit<PosFormProps<V>, 'record' | 'conflict'> & {
  conflictWith: (refetch: () => unknown) => PosConflict | null;
  clientList: PosClientList;
}) => {
  const { record, error, isPending, isFetching, refetch } = useEditContext();
  usePosLoadError(error, { notFound: false });
  const brand = usePosBrand();
  // The list the client's records are in (the list page's own read, so in the cache when the record was opened there;
  // else asked for beside the record). If it cannot be read, the form is not held back by it: the record was read.
  const clients = useGetList(clientList.resource, clientList.params(brand));
  const othersRecord = !!record && !!clients.data && !clients.data.some(item => item.id === clientList.idOf(record));
  // A record just created is in the cache without its choice lists, and react-admin reads the record only once its
  // access check has passed: the form waits until a read has run and settled, so nothing typed is reset when it lands.
  const [read, setRead] = useState(false);
  const reading = useRef(false);
  useEffect(() => {
    if (isFetching) reading.current = true;
    else if (reading.current) setRead(true);
  }, [isFetching]);
  if (isPending || !read || (clients.isPending && !clients.error)) return <PageLoading />;
  if (error || !record) return <PosLoadFailed error={error} onRetry={() => void refetch()} />;
  if (othersRecord) return <PosOtherClient brand={brand} listPath={props.cancelTo!} />;
  return <PosForm {...props} conflict={conflictWith(refetch)} />;
};
