import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Box, IconButton, Switch, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import {
  useDataTableColumnFilterContext,
  useDataTableColumnRankContext,
  useDataTableRenderContext,
  useDataTableSortContext,
  useDataTableStoreContext,
  useResourceContext,
  useStore,
  useTranslate,
  useTranslateLabel,
  type RaRecord,
} from 'ra-core';
import { DataTable, type DataTableColumnProps, type DataTableProps } from 'react-admin';
import {
  Children,
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { moveColumn, shownOrder } from '../lib/columnOrder';

/** How many columns the table has: its columns menu needs it to say where a column is and what is last. */
const ColumnCount = createContext(0);

/**
 * react-admin's DataTable, for columns that are ReorderableColumn: its columns menu (ColumnsButton with the same
 * storeKey) can then also move each column up or down, by keyboard or a single click (react-admin's only moves them by
 * dragging).
 */
export const ReorderableDataTable = <RecordType extends RaRecord = RaRecord>(props: DataTableProps<RecordType>) => (
  <ColumnCount.Provider value={Children.toArray(props.children).length}>
    <DataTable<RecordType> {...props} />
  </ColumnCount.Provider>
);

/**
 * DataTable.Col, whose entry in the columns menu shows or hides the column (the `storeKey` entry of the store), moves it
 * up or down with a button each, or by dragging (the `${storeKey}_columnRanks` entry): the entries DataTable reads, so
 * the table's order is the menu's, kept per user as react-admin keeps it. The header of the column the rows are sorted
 * by says so to assistive technology (`aria-sort`; react-admin's head cell only shows it with its arrow).
 */
export const ReorderableColumn = <RecordType extends RaRecord = RaRecord>(props: DataTableColumnProps<RecordType>) => {
  const context = useDataTableRenderContext();
  const sort = useDataTableSortContext();
  if (context === 'columnsSelector') return <ColumnsMenuEntry source={props.source} label={props.label} />;
  const sortedBy = context === 'header' && !props.disableSort && !!props.source && sort?.field === props.source;
  return (
    <DataTable.Col<RecordType>
      {...props}
      {...(sortedBy ? { 'aria-sort': sort.order === 'ASC' ? 'ascending' : 'descending' } : {})}
    />
  );
};

/**
 * The last move, so that the entry now showing the moved column takes the focus and says where the column went (the
 * menu lists its entries by place, so a moved column's entry is another element afterwards).
 */
let lastMove: { storeKey: string; column: number; focus: 'up' | 'down' | null } | null = null;
/** The column being dragged (the entry it is dropped on moves it to its own place). */
let dragged: { storeKey: string; column: number } | null = null;

/**
 * react-admin lists the entries in a menu (MenuList): each entry's switch is a menuitemcheckbox and its move buttons
 * menuitems, which the arrow keys go through as in any menu (Home and End to the first and last).
 */
const moveFocusInMenu = (event: KeyboardEvent<HTMLElement>) => {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
  const menu = event.currentTarget.closest('[role="menu"]');
  if (!menu) return;
  const items = Array.from(menu.querySelectorAll<HTMLElement>('[role^="menuitem"]:not(:disabled)'));
  const at = items.indexOf(event.target as HTMLElement);
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? items.length - 1
        : (at + (event.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length;
  // The menu's own arrow keys look for items among its children, which these entries are not.
  event.preventDefault();
  event.stopPropagation();
  items[next]?.focus();
};

const MOVES = [
  { way: 'up', step: -1, Icon: ArrowUpwardIcon },
  { way: 'down', step: 1, Icon: ArrowDownwardIcon },
] as const;

/** A column's name matches the menu's "Search columns" text, accents and case aside (as react-admin's entries do). */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const ColumnsMenuEntry = ({ source, label }: { source?: string; label?: ReactNode }) => {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const resource = useResourceContext();
  const { storeKey, defaultHiddenColumns } = useDataTableStoreContext();
  const [hidden, setHidden] = useStore<string[]>(storeKey, defaultHiddenColumns);
  const [ranks, setRanks] = useStore<number[] | undefined>(`${storeKey}_columnRanks`);
  const column = useDataTableColumnRankContext() ?? 0;
  const count = useContext(ColumnCount);
  const filter = useDataTableColumnFilterContext();
  const switchId = useId();
  const placeId = useId();
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const [dropTarget, setDropTarget] = useState(false);
  const moved = lastMove?.storeKey === storeKey && lastMove.column === column ? lastMove : null;

  useEffect(() => {
    if (!moved?.focus) return;
    (moved.focus === 'up' ? up : down).current?.focus();
    moved.focus = null;
  });

  const key = source || (typeof label === 'string' ? label : '');
  if (!key) return null;
  const name = String(translateLabel({ label: typeof label === 'string' ? label : undefined, resource, source }));
  if (filter && !plain(name).includes(plain(filter))) return null;
  const position = shownOrder(count, ranks).indexOf(column);
  const isHidden = hidden.includes(key);

  const move = (which: number, to: number, focus: 'up' | 'down' | null) => {
    const next = moveColumn(count, ranks, which, to);
    if (!next) return;
    // After a move to an end, the button that can still move it keeps the focus.
    lastMove = { storeKey, column: which, focus: focus && (to === 0 ? 'down' : to === count - 1 ? 'up' : focus) };
    setRanks(next);
  };
  const fromElsewhere = () => dragged?.storeKey === storeKey && dragged.column !== column;

  return (
    <Box
      component="li"
      role="none"
      data-column={name}
      onKeyDown={moveFocusInMenu}
      draggable
      onDragStart={event => {
        dragged = { storeKey, column };
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', name);
      }}
      onDragEnd={() => (dragged = null)}
      onDragOver={event => {
        if (!fromElsewhere()) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setDropTarget(true);
      }}
      onDragLeave={() => setDropTarget(false)}
      onDrop={event => {
        setDropTarget(false);
        if (!fromElsewhere() || !dragged) return;
        event.preventDefault();
        move(dragged.column, position, null);
        dragged = null;
      }}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        py: 0.25,
        borderRadius: 1,
        outline: dropTarget ? 2 : 0,
        outlineColor: 'primary.main',
      }}
    >
      <Box
        component="label"
        htmlFor={switchId}
        sx={{ display: 'flex', alignItems: 'center', flex: 1, minWidth: 0, cursor: 'pointer' }}
      >
        <Switch
          id={switchId}
          size="small"
          checked={!isHidden}
          slotProps={{
            input: {
              role: 'menuitemcheckbox',
              'aria-checked': !isHidden,
              'aria-describedby': placeId,
              // A menu item checkbox toggles with Enter too, as menu items do (a native checkbox, only with Space).
              onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                event.currentTarget.click();
              },
            },
          }}
          onChange={() => setHidden(isHidden ? hidden.filter(item => item !== key) : [...hidden, key])}
          sx={{ mr: 0.5, ml: -0.5 }}
        />
        <Typography variant="body2" component="span">
          {name}
        </Typography>
      </Box>
      {MOVES.map(({ way, step, Icon }) => {
        const text = translate(way === 'up' ? 'rm.shell.columns.moveUp' : 'rm.shell.columns.moveDown', { name });
        return (
          <IconButton
            key={way}
            ref={way === 'up' ? up : down}
            role="menuitem"
            aria-label={text}
            aria-describedby={placeId}
            title={text}
            size="small"
            disabled={position < 0 || position + step < 0 || position + step >= count}
            onClick={() => move(column, position + step, way)}
          >
            <Icon fontSize="small" />
          </IconButton>
        );
      })}
      <DragIndicatorIcon aria-hidden fontSize="small" color="action" sx={{ cursor: 'move' }} />
      {/*
       * Where the column is, said with each of its items: after a move the focus goes to the moved column's item, so a
       * screen reader says where it went (a live region is no item a menu may hold).
       */}
      <Box component="span" id={placeId} sx={visuallyHidden}>
        {translate(moved ? 'rm.shell.columns.moved' : 'rm.shell.columns.position', {
          name,
          position: position + 1,
          total: count,
        })}
      </Box>
    </Box>
  );
};
