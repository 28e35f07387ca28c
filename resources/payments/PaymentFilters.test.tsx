import { fireEvent, screen, within } from '@testing-library/react';
import type { PaymentSearch } from '../../dataProviders/payments/contract';
import { renderWithAdmin } from '../../src/test/render';
import { PaymentFilters } from './PaymentFilters';

const agencies = [
  { slug: 'water', name: 'Water Utilities' },
  { slug: 'parks', name: 'Parks & Recreation' },
];

const setup = (search: PaymentSearch) => {
  const onChange = vi.fn();
  renderWithAdmin(
    <PaymentFilters search={search} onChange={onChange} agencies={agencies as never} client="springfield" />,
    {
      dataProvider: {
        getOne: vi.fn(async () => ({
          data: { id: 'springfield', serviceTypes: [{ value: 'water-bill', label: 'Water bill' }], paymentSources: [] },
        })) as never,
      },
    },
  );
  return { onChange };
};

const openAgencies = async () => {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^Agencies/ }));
  return screen.findByRole('listbox');
};

describe('PaymentFilters', () => {
  it('offers Select All in the agency filter: it chooses every agency (and resets the service type, as choosing agencies does)', async () => {
    const first = setup({ dateFilter: 'transaction', service_type: 'water-bill' });
    fireEvent.click(within(await openAgencies()).getByRole('option', { name: 'Select All' }));
    expect(first.onChange).toHaveBeenLastCalledWith({ dateFilter: 'transaction', agencies: ['water', 'parks'] });
  });

  it('clears the agencies when all are chosen already', async () => {
    const { onChange } = setup({ dateFilter: 'transaction', agencies: ['parks', 'water'] });
    fireEvent.click(within(await openAgencies()).getByRole('option', { name: 'Select All' }));
    expect(onChange).toHaveBeenLastCalledWith({ dateFilter: 'transaction' });
  });
});
