import { renderHook } from '@testing-library/react';
import { CoreAdminContext, type I18nProvider, useGetResourceLabel as raCoreHook } from 'ra-core';
import type { ReactNode } from 'react';
import { useGetResourceLabel } from './useGetResourceLabel';

const i18nProvider: I18nProvider = {
  translate: (key, options) => (key === 'resources.terminals.name' ? (options?.smart_count === 1 ? 'Terminal' : 'Terminals') : ((options?._ as string) ?? key)),
  changeLocale: async () => undefined,
  getLocale: () => 'en',
};

const labelsOf = (hook: typeof useGetResourceLabel) => {
  const wrapper = ({ children }: { children: ReactNode }) => <CoreAdminContext i18nProvider={i18nProvider}>{children}</CoreAdminContext>;
  const { result } = renderHook(
    () => {
      const label = hook();
      return (resource: string, count?: number) => label(resource, count);
    },
    { wrapper },
  );
  return result.current;
};

describe("ra-core's resource label without inflection", () => {
  it("names a resource by its message, as ra-core's does", () => {
    const ours = labelsOf(useGetResourceLabel);
    const theirs = labelsOf(raCoreHook);
    for (const count of [1, 2]) expect(ours('terminals', count)).toBe(theirs('terminals', count));
    expect(ours('terminals', 1)).toBe('Terminal');
  });

  it('without a message, writes the name out as it is, whatever the count', () => {
    const label = labelsOf(useGetResourceLabel);
    expect(label('payments')).toBe('Payments');
    expect(label('payment_sources', 1)).toBe('Payment sources');
  });
});
