// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListContextProvider, ResourceContextProvider, useList, useListContext } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { renderWithAdmin } from '../test/render';
import { SavedSearches } from './SavedSearches';

const SearchFor = ({ q }: { q: string }) => {
  const { setFilters } = useListContext();
  return <button onClick={() => setFilters({ q }, {})}>Search {q}</button>;
};

const Harness = () => {
  const list = useList({ data: [{ id: 1 }], filter: { q: 'water' } });
  return (
    <ResourceContextProvider value="payments">
      <ListContextProvider value={list}>
        <SavedSearches />
        <SearchFor q="gas" />
        <SearchFor q="water" />
      </ListContextProvider>
    </ResourceContextProvider>
  );
};

const entries = () =>
  // Hidden too: while a dialog closes, the page behind it is still hidden from assistive technology.
  within(screen.getByRole('region', { name: 'Saved searches', hidden: true }))
    .queryAllByRole('button', { hidden: true })
    .filter(button => button.hasAttribute('aria-pressed'))
    .map(button => `${button.textContent}${button.getAttribute('aria-pressed') === 'true' ? ' (applied)' : ''}`);

describe('SavedSearches', () => {
  it('saves a search under a name it requires and no other search has, then puts the focus on it', async () => {
    const user = userEvent.setup();
    renderWithAdmin(<Harness />);

    await user.click(await screen.findByRole('button', { name: 'Save current search…' }));
    let dialog = await screen.findByRole('dialog', { name: 'Save current search as' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const field = within(dialog).getByRole('textbox', { name: 'Search name' });
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription('Give this search a name');
    expect(field).toHaveFocus();

    await user.type(field, '  Water bills {Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(entries()).toEqual(['Water bills (applied)']);
    expect(screen.getByRole('button', { name: 'Water bills' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Remove saved search “Water bills”' })).toBeVisible();

    // Another search, under a name already taken (case and spaces aside): said at the field, nothing saved.
    await user.click(screen.getByRole('button', { name: 'Search gas' }));
    await user.click(screen.getByRole('button', { name: 'Save current search…' }));
    dialog = await screen.findByRole('dialog', { name: 'Save current search as' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Search name' }), 'water BILLS {Enter}');
    expect(within(dialog).getByRole('textbox', { name: 'Search name' })).toHaveAccessibleDescription(
      'A saved search is already called “water BILLS”',
    );
    await user.clear(within(dialog).getByRole('textbox', { name: 'Search name' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Search name' }), 'Gas');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(entries()).toEqual(['Water bills', 'Gas (applied)']);
    expect(screen.getByRole('button', { name: 'Gas' })).toHaveFocus();
  });

  it('removes the search applied, and the focus goes to the button that saves it again; Cancel leaves both', async () => {
    const user = userEvent.setup();
    renderWithAdmin(<Harness />);
    await user.click(await screen.findByRole('button', { name: 'Save current search…' }));
    await user.type(await screen.findByRole('textbox', { name: 'Search name' }), 'Water{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Search gas' }));
    await user.click(screen.getByRole('button', { name: 'Save current search…' }));
    await user.type(await screen.findByRole('textbox', { name: 'Search name' }), 'Gas{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(entries()).toEqual(['Water', 'Gas (applied)']);

    const remove = screen.getByRole('button', { name: 'Remove saved search “Gas”' });
    await user.click(remove);
    // The question starts on Cancel: Enter pressed twice removes nothing.
    expect(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(remove).toHaveFocus());
    expect(entries()).toEqual(['Water', 'Gas (applied)']);

    await user.click(remove);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(entries()).toEqual(['Water']);
    expect(screen.getByRole('button', { name: 'Save current search…' })).toHaveFocus();
  });
});
