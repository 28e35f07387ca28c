import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Box, IconButton, type SxProps, type Theme } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import {
  ListContextProvider,
  ResourceContextProvider,
  useDataTableDataContext,
  useRecordContext,
  useTranslate,
  type Identifier,
  type ListControllerResult,
  type RaRecord,
} from 'ra-core';
import { DataTable, DataTableBody, DataTableRow, type DataTableRowProps } from 'react-admin';
import { createContext, memo, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { MoveMenu } from './MoveMenu';
import { RowLink } from './PosTable';

type SortableHandle = Pick<
  ReturnType<typeof useSortable>,
  'attributes' | 'listeners' | 'setActivatorNodeRef' | 'isDragging'
> & { disabled: boolean };

/** What a row's drag handle needs of the row's sortable item. */
const HandleContext = createContext<SortableHandle | null>(null);

/** Whether rows can be dragged now (not while a search narrows the list); read by the body's rows. */
const SortingContext = createContext(true);

/** How a row's menu moves it: to the row now at a position, said in the table's live region. */
interface MoveByMenu {
  ids: number[];
  moveTo: (activeId: number, position: number) => void;
}
const MoveContext = createContext<MoveByMenu | null>(null);

/** A sortable POS record: the first column is its name, which the drag handle and the announcements use too. */
type NamedRecord = RaRecord<number> & { name: string };

interface SortableDataTableProps {
  resource: string;
  /** Every row (useList), which a drag orders. */
  list: ListControllerResult<NamedRecord>;
  /** The table's accessible name. */
  label: string;
  /** Where a row leads (its edit page); the name is a link there too, for keyboards. */
  rowLink: (id: Identifier) => string;
  /** Called when a row was dropped somewhere else than where it started, or moved by its menu. */
  onMove: (activeId: number, overId: number | null) => void;
  /**
   * Whether a row may go where another is (terminals of all locations move only within their location); a refused
   * move changes nothing and is said.
   */
  canMove?: (activeId: number, overId: number) => boolean;
  /** Dragging is off, with the handles disabled (a search shows only some rows: their order is not the list's). */
  sortingDisabled?: boolean;
  /** In place of the table when the list context has no rows. */
  empty: ReactNode;
  sx?: SxProps<Theme>;
  /** The columns (DataTable.Col) after the name. */
  children: ReactNode;
}

/** Rows move up and down only. */
const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/**
 * react-admin's DataTable over a list of every row (useList), whose rows are reordered by dragging their handle with a
 * mouse or touch, or with the keyboard (Space to pick up, arrows to move, Space to drop, Escape to cancel), with
 * announcements.
 */
export const SortableDataTable = ({
  resource,
  list,
  label,
  rowLink,
  onMove,
  canMove = () => true,
  sortingDisabled = false,
  empty,
  sx,
  children,
}: SortableDataTableProps) => {
  const translate = useTranslate();
  const { data, total } = list;
  // What a move by the menu did, for screen readers (dnd-kit announces its own drags).
  const [said, setSaid] = useState('');
  const byMenu = useMemo<MoveByMenu>(() => {
    const rows = data ?? [];
    const ids = rows.map(row => row.id);
    return {
      ids,
      moveTo: (activeId, position) => {
        const overId = ids[position - 1];
        const name = rows.find(row => row.id === activeId)?.name ?? '';
        if (overId === undefined || overId === activeId) return;
        if (!canMove(activeId, overId)) {
          setSaid(
            translate('rm.pos.move.otherGroup', { name, position: ids.indexOf(activeId) + 1, total: ids.length }),
          );
          return;
        }
        onMove(activeId, overId);
        setSaid(translate('rm.pos.move.moved', { name, position, total: ids.length }));
      },
    };
  }, [data, canMove, onMove, translate]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // dnd-kit reports the row being over itself as the drag starts: that would talk over "Picked up".
  const lastOver = useRef<UniqueIdentifier | null>(null);

  const announcements = useMemo<Announcements>(() => {
    const rows = data ?? [];
    const ids = rows.map(row => row.id);
    const nameOf = (id: UniqueIdentifier) => {
      const row = rows.find(candidate => candidate.id === id);
      return row ? row.name : String(id);
    };
    const at = (id: UniqueIdentifier | undefined) => ({
      position: id === undefined ? 0 : ids.indexOf(Number(id)) + 1,
      total: ids.length,
    });
    return {
      onDragStart: ({ active }) => {
        lastOver.current = active.id;
        return translate('rm.pos.drag.pickedUp', { name: nameOf(active.id), ...at(active.id) });
      },
      onDragOver: ({ active, over }) => {
        if (!over || over.id === lastOver.current) return undefined;
        lastOver.current = over.id;
        return translate('rm.pos.drag.movedOver', { name: nameOf(active.id), ...at(over.id) });
      },
      onDragEnd: ({ active, over }) =>
        over && over.id !== active.id && !canMove(Number(active.id), Number(over.id))
          ? translate('rm.pos.move.otherGroup', { name: nameOf(active.id), ...at(active.id) })
          : translate('rm.pos.drag.dropped', { name: nameOf(active.id), ...at(over?.id ?? active.id) }),
      onDragCancel: ({ active }) => translate('rm.pos.drag.cancelled', { name: nameOf(active.id), ...at(active.id) }),
    };
  }, [data, translate, canMove]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && !canMove(Number(active.id), Number(over.id))) return;
    onMove(Number(active.id), over ? Number(over.id) : null);
  };

  return (
    <ResourceContextProvider value={resource}>
      <ListContextProvider value={list}>
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          modifiers={[restrictToVerticalAxis]}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: { draggable: translate('rm.pos.drag.instructions') },
          }}
        >
          <Box sx={visuallyHidden} aria-live="polite" aria-atomic>
            {said}
          </Box>
          <MoveContext.Provider value={byMenu}>
            <SortingContext.Provider value={!sortingDisabled}>
              <DataTable<NamedRecord>
                aria-label={label}
                bulkActionButtons={false}
                rowClick={rowLink}
                body={SortableBody}
                // useList takes new rows in an effect: until it has (no total yet), its empty list is not an empty list.
                isPending={total === undefined ? true : undefined}
                size="medium"
                // Long lists scroll inside the page under their headings; a drag scrolls it near its edges.
                stickyHeader
                empty={empty}
                sx={[TABLE_SX, ...(Array.isArray(sx) ? sx : [sx])]}
              >
                <DataTable.Col
                  label={<Box sx={visuallyHidden}>{translate('rm.pos.list.reorderColumn')}</Box>}
                  headerClassName={HANDLE_CLASS}
                  cellClassName={HANDLE_CLASS}
                  padding="checkbox"
                  render={row => (
                    <DragHandle
                      id={row.id}
                      name={row.name}
                      label={translate('rm.pos.drag.handle', { name: row.name })}
                    />
                  )}
                />
                <DataTable.Col
                  source="name"
                  // The record itself ("Location", "Terminal"): the resource's name, not its name field's label.
                  label={translate(`resources.${resource}.name`, { smart_count: 1 })}
                  disableSort
                  render={row => <RowLink to={rowLink(row.id)}>{row.name}</RowLink>}
                />
                {children}
              </DataTable>
            </SortingContext.Provider>
          </MoveContext.Provider>
        </DndContext>
      </ListContextProvider>
    </ResourceContextProvider>
  );
};

/** The class of the drag handles' column (its width is fixed where the table's layout is). */
export const HANDLE_CLASS = 'pos-sort-handle';

const TABLE_SX = {
  // The page scrolls, not a box inside it (two scroll bars): clipping instead of scrolling sideways keeps the wrapper
  // from being a scroll container, so the sticky header sticks to the top of the window.
  '& .RaDataTable-tableWrapper': { overflowX: 'clip' },
  // On a phone the handle (a small icon button, 30 px) leaves the names more room.
  [`& .${HANDLE_CLASS}`]: { width: { xs: 40, sm: 56 } },
  '& tbody tr[data-dragging]': {
    position: 'relative',
    zIndex: 2,
    bgcolor: 'background.paper',
    boxShadow: 6,
    outline: '2px solid',
    outlineColor: 'primary.main',
  },
} as const;

/** The rows as dnd-kit's sortable items, in the list's order. */
const SortableBody = memo(({ children }: { children?: ReactNode }) => {
  const data = useDataTableDataContext();
  const ids = useMemo(() => (data ?? []).map(row => row.id), [data]);
  return (
    <SortableContext items={ids} strategy={verticalListSortingStrategy}>
      <DataTableBody row={SortableRow}>{children}</DataTableBody>
    </SortableContext>
  );
});
SortableBody.displayName = 'SortableBody';

/*
 * dnd-kit re-renders every sortable row when a drag starts, moves or ends. DataTableRow and its cells are memoised, so
 * such a re-render of hundreds of rows only moves them; the handle follows its row through HandleContext.
 */
const SortableRow = (props: DataTableRowProps) => {
  const record = useRecordContext();
  const enabled = useContext(SortingContext);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: record!.id,
    disabled: !enabled,
  });
  const handle = useMemo(
    () => ({ attributes, listeners, setActivatorNodeRef, isDragging, disabled: !enabled }),
    [attributes, listeners, setActivatorNodeRef, isDragging, enabled],
  );
  return (
    <HandleContext.Provider value={handle}>
      <DataTableRow
        {...props}
        ref={setNodeRef}
        data-dragging={isDragging || undefined}
        style={{ transform: CSS.Translate.toString(transform), transition }}
      />
    </HandleContext.Provider>
  );
};

const HANDLE_SX = {
  idle: { cursor: 'grab', touchAction: 'none' },
  dragging: { cursor: 'grabbing', touchAction: 'none' },
} as const;

/**
 * A row's handle: dragged with a pointer, or picked up with Space or Enter; a single click or tap without dragging opens
 * its menu of moves (MoveMenu).
 */
const DragHandle = ({ id, name, label }: { id: number; name: string; label: string }) => {
  const handle = useContext(HandleContext);
  const byMenu = useContext(MoveContext);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // A drag ends with a click on the handle too: that one opens nothing.
  const dragged = useRef(false);
  const isDragging = handle?.isDragging ?? false;
  useEffect(() => {
    if (isDragging) dragged.current = true;
  }, [isDragging]);
  if (!handle) return null;
  const { attributes, listeners, setActivatorNodeRef, disabled } = handle;
  const ids = byMenu?.ids ?? [];
  return (
    <>
      <IconButton
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        onPointerDown={event => {
          dragged.current = false;
          listeners?.onPointerDown?.(event);
        }}
        aria-label={label}
        size="small"
        disabled={disabled}
        sx={isDragging ? HANDLE_SX.dragging : HANDLE_SX.idle}
        // The handle's click is not the row's, which opens it. A pointer's click (detail > 0) that did not drag opens
        // the menu; the keyboard's Space and Enter are dnd-kit's.
        onClick={event => {
          event.stopPropagation();
          if (event.detail > 0 && !dragged.current) setAnchor(event.currentTarget);
          dragged.current = false;
        }}
      >
        <DragIndicatorIcon fontSize="small" />
      </IconButton>
      {anchor && byMenu ? (
        // The menu is in a portal, but its clicks still bubble through React to the row, which would open it.
        <span onClick={event => event.stopPropagation()}>
          <MoveMenu
            anchor={anchor}
            target={{ name, position: ids.indexOf(id) + 1, total: ids.length }}
            onClose={() => {
              // The focus goes back to the handle, which has moved with its row.
              anchor.focus();
              setAnchor(null);
            }}
            onMoveTo={position => byMenu.moveTo(id, position)}
          />
        </span>
      ) : null}
    </>
  );
};
