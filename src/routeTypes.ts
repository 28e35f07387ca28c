import { createElement, lazy as reactLazy, type ComponentType } from 'react';
import type { StartUpRead } from '../dataProviders/startUpReads';
import type { ReadScope } from './auth/currentUser';

/** What react-admin's canAccess is asked before a route's page shows (a 403 explains and stays). */
export interface RouteAccess {
  resource: string;
  action: string;
}

/** A page mounted on one of the spec's paths. Resources export theirs from their index. */
export interface AppRoute {
  path: string;
  component: ComponentType;
  access?: RouteAccess;
  /** Needs a client: an admin who has not chosen one is sent to /admin. */
  requiresClient?: boolean;
  /** Only when the client has customer management enabled; otherwise the path does not exist. */
  requiresCustomerManagement?: boolean;
  /**
   * The page's first read (or reads, when its controllers ask for several at once), as its react-admin controllers will
   * make them, from the address and the scope of the signed-in user: made while the page's code loads (src/boot.tsx),
   * and handed to the controller when it asks (dataProviders/startUpReads.ts).
   */
  firstRead?: (
    address: { pathname: string; search: string },
    scope: ReadScope,
  ) => StartUpRead | readonly StartUpRead[] | undefined;
}

/** A code-split page (or part of one, loaded when shown) that can start loading before it renders. */
export type LazyPage<P extends object = object> = ComponentType<P> & {
  preload: () => Promise<unknown>;
};

/**
 * A page's code could not be loaded: the connection dropped, or a new release replaced the chunks this tab was
 * built with. The page's error boundary (src/layout/AppErrorBoundary.tsx) offers to reload the page.
 */
export class PageLoadError extends Error {
  constructor(readonly cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'PageLoadError';
  }
}

/**
 * React's `lazy`, plus `preload()`: the start-up path (src/startApp.tsx) fetches the chunk of the page
 * being opened while react-admin starts, instead of after it has rendered the route. Parts of a page that load when
 * shown (the search forms) use it too; a part that cannot be loaded fails its page the same way.
 *
 * Code already loaded renders at once. React's own `lazy` suspends on its first render even then (it learns that the
 * module is in a moment later), so its Suspense boundary shows its fallback, and React then holds the boundary's
 * content back until 300 ms after that fallback appeared (its throttling of Suspense reveals): a bookmarked page whose
 * code came with the app's would wait that long, idle, for its first row. `loaded` is set before React's lazy hears
 * that the module is in, so a page that mounted while loading never shows through React's lazy once it has.
 * Code that could not be loaded is asked for again by the next preload (the top bar's search asks on each opening).
 */
export const lazy = <P extends object = object>(factory: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> => {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let failed = false;
  const load = () =>
    (loading ??= factory().then(
      module => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        failed = true;
        throw new PageLoadError(error);
      },
    ));
  let Lazy = reactLazy(load);
  const Page = (props: P) => createElement(loaded ?? Lazy, props);
  // A load that failed (offline for a moment) is not kept for good: the next preload asks again, with a new React lazy
  // (React's keeps the failure of the first). Renders meanwhile keep the failure, so its error boundary shows it.
  const preload = () => {
    if (failed) {
      failed = false;
      Lazy = reactLazy(load);
    }
    return load();
  };
  return Object.assign(Page, { preload });
};

type PropsOf<C> = C extends ComponentType<infer P> ? (P extends object ? P : object) : object;

/** `lazy` for a named export, so routes are code-split without default exports. */
export const named =
  <T extends Record<string, unknown>, K extends keyof T>(loader: () => Promise<T>, name: K) =>
  () =>
    loader().then(module => ({ default: module[name] as ComponentType<PropsOf<T[K]>> }));
