import { useCallback } from 'react';
import { useCloseNotification, useNotify, useTranslate } from 'ra-core';
import { Notification } from 'react-admin';
import { NETWORK_ERROR } from '../../dataProviders/errors';
import { TIMEOUT_MESSAGE } from '../../dataProviders/http';
import { MESSAGE_MS, ToastSurface, type ToastOptions, type ToastType } from './ToastContent';

export { MESSAGE_MS, ToastContent, ToastSurface, type ToastOptions, type ToastType } from './ToastContent';

/** A toast inside react-admin's Notification, which renders element messages bare: the surface and its dismiss. */
const AppToast = ({
  heading,
  text,
  detail,
  type,
}: {
  heading: string;
  text?: string;
  detail?: string[];
  type: ToastType;
}) => {
  const close = useCloseNotification();
  const translate = useTranslate();
  return (
    <ToastSurface
      heading={heading}
      text={text}
      detail={detail}
      type={type}
      dismissLabel={translate('rm.shell.toasts.dismiss')}
      onDismiss={close}
    />
  );
};

/**
 * Where every toast shows, the app's and react-admin's own ("The form is not valid"): bottom left, for
 * MESSAGE_MS.toast unless the toast says otherwise.
 */
export const ToastOutlet = () => (
  <Notification anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }} autoHideDuration={MESSAGE_MS.toast} />
);

/**
 * The data layer's own words for a failure the server did not explain, which reach toasts as an error's message: said
 * in the user's language like every other text.
 */
const DATA_LAYER_MESSAGES: Record<string, string> = {
  [NETWORK_ERROR]: 'rm.shell.toasts.networkError',
  [TIMEOUT_MESSAGE]: 'rm.shell.toasts.timeout',
};

/** The spec's toasts (heading: text, variant), shown at the bottom left. Keys or plain text both work. */
export const useToast = () => {
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(
    ({ heading, text, detail, type = 'success', args, lasts = 'toast' }: ToastOptions) => {
      const tr = (value: string) => translate(DATA_LAYER_MESSAGES[value] ?? value, { _: value, ...args });
      notify(
        <AppToast
          heading={tr(heading)}
          text={text ? tr(text) : undefined}
          detail={detail?.map(line => (DATA_LAYER_MESSAGES[line] ? translate(DATA_LAYER_MESSAGES[line]) : line))}
          type={type}
        />,
        {
          type,
          autoHideDuration: MESSAGE_MS[lasts],
        },
      );
    },
    [notify, translate],
  );
};
