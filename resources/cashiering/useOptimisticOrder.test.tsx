import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useMemo } from 'react';
import { Notification } from 'react-admin';
import { renderPosPage } from './testing';
import { useOptimisticOrder } from './useOptimisticOrder';

const ROWS = [
  { id: 1, name: 'City Hall' },
  { id: 2, name: 'Main Library' },
  { id: 3, name: 'Senior Center' },
];

const List = ({ save }: { save: (ids: number[]) => Promise<void> }) => {
  const rows = useMemo(() => ROWS, []);
  const { rows: ordered, move } = useOptimisticOrder(rows, save);
  return (
    <>
      <ol aria-label="rows">
        {ordered!.map(row => (
          <li key={row.id}>{row.name}</li>
        ))}
      </ol>
      <button onClick={() => move(1, 3)}>move first to last</button>
      <button onClick={() => move(2, 2)}>drop in place</button>
      <button onClick={() => move(2, null)}>drop outside</button>
      <Notification />
    </>
  );
};

const names = () => screen.getAllByRole('listitem').map(item => item.textContent);

describe('useOptimisticOrder', () => {
  it('moves at once, sends the new order and says Sort Order Updated', async () => {
    let finish: () => void = () => undefined;
    const save = vi.fn(() => new Promise<void>(done => (finish = done)));
    renderPosPage({ '/list': <List save={save} /> }, '/list');
    fireEvent.click(await screen.findByRole('button', { name: 'move first to last' }));
    expect(names()).toEqual(['Main Library', 'Senior Center', 'City Hall']);
    await waitFor(() => expect(save).toHaveBeenCalledWith([2, 3, 1]));
    finish();
    expect(await screen.findByText('Sort Order Updated')).toBeVisible();
    expect(names()).toEqual(['Main Library', 'Senior Center', 'City Hall']);
  });

  it('puts the previous order back with Error Updating Sort Order when the server refuses', async () => {
    const save = vi.fn(async () => Promise.reject(new Error('Internal server error')));
    renderPosPage({ '/list': <List save={save} /> }, '/list');
    fireEvent.click(await screen.findByRole('button', { name: 'move first to last' }));
    expect(await screen.findByText('Error Updating Sort Order')).toBeVisible();
    await waitFor(() => expect(names()).toEqual(['City Hall', 'Main Library', 'Senior Center']));
  });

  it('tells the server nothing when the order did not change', async () => {
    const save = vi.fn(async () => undefined);
    renderPosPage({ '/list': <List save={save} /> }, '/list');
    fireEvent.click(await screen.findByRole('button', { name: 'drop in place' }));
    fireEvent.click(screen.getByRole('button', { name: 'drop outside' }));
    expect(save).not.toHaveBeenCalled();
    expect(names()).toEqual(['City Hall', 'Main Library', 'Senior Center']);
  });
});

describe('useOptimisticOrder with groups', () => {
  const GROUPED = [
    { id: 1, name: 'Window 1', location: 'City Hall' },
    { id: 2, name: 'Kiosk 1', location: 'Library' },
    { id: 3, name: 'Window 2', location: 'City Hall' },
    { id: 4, name: 'Kiosk 2', location: 'Library' },
  ];
  const locationOf = (row: { location: string }) => row.location;
  const Grouped = ({ save }: { save: (ids: number[]) => Promise<void> }) => {
    const rows = useMemo(() => GROUPED, []);
    const { rows: ordered, move, canMove } = useOptimisticOrder(rows, save, locationOf);
    return (
      <>
        <ol aria-label="rows">
          {ordered!.map(row => (
            <li key={row.id}>{row.name}</li>
          ))}
        </ol>
        <p>{canMove(3, 2) ? 'across allowed' : 'across refused'}</p>
        <button onClick={() => move(3, 1)}>move Window 2 up</button>
        <button onClick={() => move(3, 2)}>move Window 2 into the library</button>
      </>
    );
  };

  it('shows each group together, refuses a move across groups and sends only the group’s order', async () => {
    const save = vi.fn(async () => undefined);
    renderPosPage({ '/list': <Grouped save={save} /> }, '/list');
    await screen.findByText('across refused');
    expect(names()).toEqual(['Window 1', 'Window 2', 'Kiosk 1', 'Kiosk 2']);
    fireEvent.click(screen.getByRole('button', { name: 'move Window 2 into the library' }));
    expect(names()).toEqual(['Window 1', 'Window 2', 'Kiosk 1', 'Kiosk 2']);
    expect(save).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'move Window 2 up' }));
    expect(names()).toEqual(['Window 2', 'Window 1', 'Kiosk 1', 'Kiosk 2']);
    await waitFor(() => expect(save).toHaveBeenCalledWith([3, 1]));
  });
});
