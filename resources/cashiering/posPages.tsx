import type { ComponentType } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { AppRoute, LazyPage } from '../../src/routeTypes';
import { PosCreatePage, type PosCreateForm } from './PosCreatePage';
import { PosEditPage, type PosEditForm } from './PosEditPage';

export type PosListResource = 'agencies' | 'locations' | 'terminals';

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
}

/** A cashiering resource's create and edit pages, from its row. */
export const posPages = <V extends FieldValues>({
  resource,
  path,
  titles,
  createForm,
  editForm,
  Inputs,
}: PosPagesRow<V>) => ({
  Create: () => (
    <PosCreatePage resource={resource} title={titles.create} form={createForm} cancelTo={path}>
      <Inputs mode="create" />
    </PosCreatePage>
  ),
  Edit: () => (
    <PosEditPage resource={resource} title={titles.edit} form={editForm} cancelTo={path}>
      <Inputs mode="edit" />
    </PosEditPage>
  ),
});

/**
 * A cashiering resource's routes: its list, create and edit pages under /pos-config (where <Resource>'s routing cannot
 * put them), each behind its resource's access rule and a chosen client.
 */
export const posRoutes = (
  resource: PosListResource,
  path: string,
  pages: { list: LazyPage; create: LazyPage; edit: LazyPage },
  /** The list's first reads, made while its code loads (AppRoute's firstRead). */
  listFirstRead?: AppRoute['firstRead'],
): AppRoute[] =>
  (
    [
      ['', pages.list, 'list'],
      ['/create', pages.create, 'create'],
      ['/:id/edit', pages.edit, 'edit'],
    ] as const
  ).map(([suffix, component, action]) => ({
    path: `${path}${suffix}`,
    component,
    access: { resource, action },
    requiresClient: true,
    ...(action === 'list' && listFirstRead ? { firstRead: listFirstRead } : {}),
  }));
