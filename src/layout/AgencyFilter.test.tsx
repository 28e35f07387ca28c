import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithAdmin } from '../test/render';
import { AgencyFilter, toggleAllAgencies } from './AgencyFilter';

const agencies = [
  { slug: 'water', name: 'Water Utilities' },
  { slug: 'parks', name: 'Parks & Recreation' },
];

/** The filter with `value` chosen, its menu open. */
const openWith = async (value: string[]) => {
  renderWithAdmin(
    <AgencyFilter
      label="Agencies"
      noneLabel="All agencies"
      selectAllLabel="Select All"
      agencies={agencies}
      value={value}
      onChange={vi.fn()}
    />,
  );
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^Agencies/ }));
};

describe('toggleAllAgencies', () => {
  it('chooses every agency, or none when all are chosen already', () => {
    expect(toggleAllAgencies([], agencies)).toEqual(['water', 'parks']);
    expect(toggleAllAgencies(['parks'], agencies)).toEqual(['water', 'parks']);
    expect(toggleAllAgencies(['parks', 'water'], agencies)).toEqual([]);
    expect(toggleAllAgencies([], [])).toEqual([]);
  });
});

describe('AgencyFilter', () => {
  it('reads "All agencies" with none chosen, lists Select All first, and shows Select All part-ticked for some', async () => {
    const onChange = vi.fn();
    const filter = (value: string[]) => (
      <AgencyFilter
        label="Agencies"
        noneLabel="All agencies"
        selectAllLabel="Select All"
        agencies={agencies}
        value={value}
        onChange={onChange}
      />
    );
    const { unmount } = renderWithAdmin(filter([]));
    expect(await screen.findByRole('combobox', { name: /^Agencies/ })).toHaveTextContent('All agencies');
    unmount();
    renderWithAdmin(filter(['parks']));
    const field = await screen.findByRole('combobox', { name: /^Agencies/ });
    expect(field).toHaveTextContent('Parks & Recreation');
    fireEvent.mouseDown(field);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map(option => option.textContent)).toEqual(['Select All', 'Water Utilities', 'Parks & Recreation']);
    expect(within(options[0]).getByTestId('IndeterminateCheckBoxIcon')).toBeInTheDocument();
    fireEvent.click(options[1]);
    expect(onChange).toHaveBeenLastCalledWith(['parks', 'water']);
  });

  it('says which options are chosen with aria-selected, with nothing interactive inside an option', async () => {
    await openWith(['parks']);
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    const options = within(listbox).getAllByRole('option');
    expect(options.map(option => option.getAttribute('aria-selected'))).toEqual(['false', 'false', 'true']);
    for (const option of options) {
      expect(within(option).queryByRole('checkbox', { hidden: true })).not.toBeInTheDocument();
      expect(option.querySelector('input, button, a[href], select, textarea, [tabindex]')).toBeNull();
      expect(option.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    }
  });

  it('shows Select All selected when every agency is chosen', async () => {
    await openWith(['water', 'parks']);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map(option => option.getAttribute('aria-selected'))).toEqual(['true', 'true', 'true']);
    expect(within(options[0]).getByTestId('CheckBoxIcon')).toBeInTheDocument();
  });
});
