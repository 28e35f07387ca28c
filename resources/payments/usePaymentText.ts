import { useTranslate } from 'ra-core';
import { useCallback } from 'react';
import type { Text } from './paymentModel';

const isText = (value: unknown): value is Text =>
  !!value && typeof value === 'object' && typeof (value as Text).key === 'string';

/** Translates a Text from the models, its arguments too (a role label inside a tooltip, a status inside a chip). */
export const usePaymentText = () => {
  const translate = useTranslate();
  const tr = useCallback(
    (text: Text | string): string => {
      if (typeof text === 'string') return text;
      const args = Object.fromEntries(
        Object.entries(text.args ?? {}).map(([name, value]) => [name, isText(value) ? tr(value) : value]),
      );
      return translate(text.key, args);
    },
    [translate],
  );
  return tr;
};
