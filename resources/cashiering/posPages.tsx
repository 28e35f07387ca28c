import type { ComponentType } from 'react';
import type { FieldValues } from 'react-hook-form';
import { PosCreatePage, type PosCreateForm } from './PosCreatePage';
import { PosEditPage, type PosEditForm } from './PosEditPage';
import type { PosClientList } from './PosForm';
import type { PosListResource } from './posRoutes';

/** One row of the table a cashiering resource's create and edit pages are made from. */
export interface PosPagesRow<V extends FieldValues> {
  resource: PosListResource;
  /** Its list's path: Cancel goes there, and a new record's edit page is `{path}/{id}/edit`. */
  path: string;
  /** The pages' titles, i18n keys. */
  titles: { create: string; edit: string };
  createForm: PosCreateForm<V>;
  editForm: PosEditForm<V>;
  /** The inputs, shared by create and edit. */
  Inputs: ComponentType<{ mode: 'create' | 'edit' }>;
  /** Which records the edit page takes as the chosen client's. */
  clientList: PosClientList;
}

/** A cashiering resource's create and edit pages, from its row. */
export const posPages = <V extends FieldValues>({
  resource,
  path,
  titles,
  createForm,
  editForm,
  Inputs,
  clientList,
}: PosPagesRow<V>) => ({
  Create: () => (
    <PosCreatePage resource={resource} title={titles.create} form={createForm} cancelTo={path}>
      <Inputs mode="create" />
    </PosCreatePage>
  ),
  Edit: () => (
    <PosEditPage resource={resource} title={titles.edit} form={editForm} cancelTo={path} clientList={clientList}>
      <Inputs mode="edit" />
    </PosEditPage>
  ),
});
