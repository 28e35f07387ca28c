import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListContextProvider, ResourceContextProvider, useList, useStore } from 'ra-core';
import { ColumnsButton } from 'react-admin';
import { renderWithAdmin } from '../test/render';
import { ReorderableColumn, ReorderableDataTable } from './ReorderableColumns';

const STORE_KEY = 'things.datatable';
const Things = () => {
  const list = useList({ data: [{ id: 1, name: 'Kettle', colour: 'Red', size: 'Small' }] });
  return (
    <ListContextProvider value={list}>
      <Stored />
      <ColumnsButton storeKey={STORE_KEY} />
      <ReorderableDataTable storeKey={STORE_KEY} bulkActionButtons={false}>
        <ReorderableColumn source="name" label="Name" />
        <ReorderableColumn source="colour" label="Colour" />
        <ReorderableColumn source="size" label="Size" />
      </ReorderableDataTable>
    </ListContextProvider>
  );
};
/** What the store holds for the table: its hidden columns and their order. */
const Stored = () => {
  const [hidden] = useStore(STORE_KEY);
  const [ranks] = useStore(`${STORE_KEY}_columnRanks`);
  return <output data-testid="stored">{JSON.stringify({ hidden, ranks })}</output>;
};
const stored = () => JSON.parse(screen.getByTestId('stored').textContent!);
const setup = () =>
  renderWithAdmin(
    <ResourceContextProvider value="things">
      <Things />
    </ResourceContextProvider>,
  );
/** The table's headers (behind the open menu, which hides them from the accessibility tree). */
const headers = () =>
  within(screen.getByRole('table', { hidden: true }))
    .getAllByRole('columnheader', { hidden: true })
    .map(header => header.textContent);
/** The menu's entries, by column, in the order shown. */
const entries = () =>
  Array.from(document.querySelectorAll('[data-column]'), entry => entry.getAttribute('data-column'));
const entry = (name: string) => document.querySelector<HTMLElement>(`[data-column="${name}"]`)!;
const openMenu = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
  return screen.findByRole('menuitemcheckbox', { name: 'Name' });
};

describe('ReorderableColumn in the columns menu', () => {
  it('moves a column by its buttons, in the store DataTable reads, keeping the focus on the moved column', async () => {
    const user = userEvent.setup();
    setup();
    await openMenu();
    expect(screen.getByRole('menuitem', { name: 'Move Name up' })).toBeDisabled();
    expect(screen.getByRole('menuitem', { name: 'Move Size down' })).toBeDisabled();

    await user.click(screen.getByRole('menuitem', { name: 'Move Name down' }));
    expect(headers()).toEqual(['Colour', 'Name', 'Size']);
    expect(stored().ranks).toEqual([1, 0, 2]);
    expect(screen.getByRole('menuitem', { name: 'Move Name down' })).toHaveFocus();
    expect(screen.getByRole('menuitem', { name: 'Move Name down' })).toHaveAccessibleDescription(
      'Name moved to position 2 of 3.',
    );
    expect(screen.getByRole('menuitemcheckbox', { name: 'Size' })).toHaveAccessibleDescription('Position 3 of 3');

    await user.keyboard('{Enter}');
    expect(headers()).toEqual(['Colour', 'Size', 'Name']);
    // At the end, the button that can still move it keeps the focus.
    expect(screen.getByRole('menuitem', { name: 'Move Name up' })).toHaveFocus();
    expect(screen.getAllByRole('menuitemcheckbox').map(item => item.getAttribute('aria-checked'))).toEqual([
      'true',
      'true',
      'true',
    ]);
    expect(entries()).toEqual(['Colour', 'Size', 'Name']);

    // The arrow keys go through the menu's items, as in any menu.
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitemcheckbox', { name: 'Name' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Move Size down' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitemcheckbox', { name: 'Colour' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Move Colour down' })).toHaveFocus();
  });

  it('still hides a column by its switch, with a click, Space or Enter', async () => {
    const user = userEvent.setup();
    setup();
    await openMenu();
    fireEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Colour' }));
    expect(headers()).toEqual(['Name', 'Size']);
    expect(stored().hidden).toEqual(['colour']);
    screen.getByRole('menuitemcheckbox', { name: 'Size' }).focus();
    await user.keyboard('{Enter}');
    expect(headers()).toEqual(['Name']);
    await user.keyboard(' ');
    expect(headers()).toEqual(['Name', 'Size']);
    await user.keyboard('{Enter}');
    expect(stored().hidden).toEqual(['colour', 'size']);
  });

  it('moves a column dropped on another to that one’s place', async () => {
    setup();
    await openMenu();
    const dataTransfer = { setData: vi.fn(), effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(entry('Size'), { dataTransfer });
    fireEvent.dragOver(entry('Name'), { dataTransfer });
    fireEvent.drop(entry('Name'), { dataTransfer });
    expect(headers()).toEqual(['Size', 'Name', 'Colour']);
    expect(stored().ranks).toEqual([2, 0, 1]);
  });
});
