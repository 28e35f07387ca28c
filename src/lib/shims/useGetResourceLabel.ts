/**
 * ra-core's `useGetResourceLabel` without its pluralisation library (inflection: 3.4 KB gzip on every list page).
 *
 * ra-core names a resource by the message `resources.<name>.name`, else by its definition's label, else by inflecting
 * its name (`payments` -> "Payment" / "Payments"). ra-core's list, edit and create controllers ask for it for a default
 * title that no page of this app shows (each page names itself); the build resolves ra-core's module to this copy
 * (vite.config.ts), which keeps the first two and, for the last, writes the name out as it is ("Payments", whatever
 * the count). Form inputs still get their labels from ra-core with inflection, in the forms' own chunks.
 */
import { useResourceDefinitions, useTranslate } from 'ra-core';

/** `payment_sources` -> "Payment sources". */
const humanize = (name: string) => {
  const words = name.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const useGetResourceLabel = () => {
  const translate = useTranslate();
  const definitions = useResourceDefinitions();
  return (resource: string, count = 2): string => {
    const label = definitions[resource]?.options?.label as string | undefined;
    return translate(`resources.${resource}.name`, {
      smart_count: count,
      _: label ? translate(label, { smart_count: count, _: label }) : humanize(resource),
    });
  };
};
