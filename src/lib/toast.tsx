import { useCallback } from 'react';
import { useNotify, useTranslate } from 'ra-core';
import { ToastContent, TOAST_MS, type ToastOptions } from './ToastContent';

export { ToastContent, TOAST_MS, type ToastOptions, type ToastType } from './ToastContent';

/** The spec's toasts (heading: text, variant), shown at the bottom left. Keys or plain text both work. */
export const useToast = () => {
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(
    ({ heading, text, type = 'success', args, autoHideDuration = TOAST_MS }: ToastOptions) => {
      const tr = (value: string) => translate(value, { _: value, ...args });
      notify(<ToastContent heading={tr(heading)} text={text ? tr(text) : undefined} type={type} />, { type, autoHideDuration });
    },
    [notify, translate],
  );
};
