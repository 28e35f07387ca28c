/**
 * react-admin's router adapter (ra-core's `reactRouterProvider`) without its fallback hash router.
 *
 * ra-core wraps the admin in `RouterWrapper`, which makes a hash router (react-router's `createHashRouter` and
 * `RouterProvider`: the whole data-router implementation, about 17 KB gzip) when the admin is not already inside a
 * router. This app always renders it inside its own `BrowserRouter` (src/startApp.tsx), so that code never ran but
 * was loaded on every page. The build resolves ra-core's adapter to this file (vite.config.ts); it is the same adapter,
 * and outside a router it makes a `BrowserRouter` instead of a hash router.
 */
import { createElement, Fragment, useCallback, useContext, useEffect, useRef, type ReactNode } from 'react';
import {
  BrowserRouter,
  Link,
  matchPath,
  Navigate,
  Outlet,
  Route,
  Routes,
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  useBlocker,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate as useReactRouterNavigate,
  useParams,
} from 'react-router-dom';

/** Blocking navigation (unsaved changes) needs a data router; under a BrowserRouter it is never possible. */
const useCanBlock = () => {
  const dataRouterContext = useContext(UNSAFE_DataRouterContext);
  const dataRouterStateContext = useContext(UNSAFE_DataRouterStateContext);
  return Boolean(dataRouterContext && dataRouterStateContext);
};

/** react-router's navigate as a stable function, as ra-core's adapter gives it. */
const useNavigate = () => {
  const navigate = useReactRouterNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  return useCallback((...args: Parameters<typeof navigate>) => navigateRef.current(...args), []);
};

const RouterWrapper = ({ basename, children }: { basename?: string; children: ReactNode }) =>
  useInRouterContext() ? createElement(Fragment, null, children) : createElement(BrowserRouter, { basename }, children);

export const reactRouterProvider = {
  useNavigate,
  useLocation,
  useParams,
  useBlocker,
  useMatch,
  useInRouterContext,
  useCanBlock,
  Link,
  Navigate,
  Route,
  Routes,
  Outlet,
  RouterWrapper,
  matchPath,
};
