import { createContext, useContext } from 'react';
import type { AppAuthProvider } from '../auth/authProvider';
import { shell } from '../i18n/en/shell';
import type { ToastOptions } from '../lib/toast';

/**
 * What the sign-in screens need, without react-admin: /login and /login/callback are served by a
 * small start-up path (src/boot.tsx) so the first page stays light; the full app loads after sign-in.
 */
export interface LoginShellValue {
  authProvider: AppAuthProvider;
  translate: (key: string, args?: Record<string, unknown>) => string;
  toast: (options: ToastOptions) => void;
  /** Leaves the sign-in screens for an app path (loads the full app in place). */
  enterApp: (path: string) => void;
  /** Moves between /login and /login/callback without loading the app. */
  go: (path: string) => void;
}

const Context = createContext<LoginShellValue | null>(null);

export const LoginShellProvider = Context.Provider;

export const useLoginShell = (): LoginShellValue => {
  const value = useContext(Context);
  if (!value) throw new Error('useLoginShell must be used inside LoginShellProvider');
  return value;
};

type Tree = { readonly [key: string]: string | Tree };

let shellTexts: Tree = shell;

/** The sign-in screens speak the tab's language: src/boot.tsx gives them its shell texts before they render. */
export const setShellTexts = (texts: Tree) => {
  shellTexts = texts;
};

/** Polyglot-style lookup of `rm.shell.*` keys with `%{name}` interpolation; unknown keys show as themselves. */
export const translateShell = (key: string, args: Record<string, unknown> = {}): string => {
  const path = key.replace(/^rm\.shell\./, '').split('.');
  let node: string | Tree | undefined = shellTexts;
  for (const part of path) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') return typeof args._ === 'string' ? args._ : key;
  return node.replace(/%\{(\w+)\}/g, (match, name: string) => (args[name] === undefined ? match : String(args[name])));
};
