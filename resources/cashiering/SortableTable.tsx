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
import { createContext, memo, useContext, useMemo, useRef, type ReactNode } from 'react';
import { RowLink } from './PosTable';

type SortableHandle = Pick<
  ReturnType<typeof useSortable>,
  'attributes' | 'listeners' | 'setActivatorNodeRef' | 'isDragging'
> & { disabled: boolean };

/** What a row's drag handle needs of the row's sortable item. */
const HandleContext = createContext<SortableHandle | null>(null);

/** Whether rows can be dragged now (not while a search narrows the list); read by the body's rows. */
const SortingContext = createContext(true);

/** A sortable POS record: the first column is its name, which the drag handle and the announcements use too. */
type NamedRecord = RaRecord<number> & { name: string };

interface SortableDataTableProps {
  resource: string;
  /** Every row (useList), which a drag orders. */
  list: ListControllerResult<NamedRecord>;
  /** The table's accessible name. */
  label: string;
  /** The name column's heading. */
  nameLabel: string;
  /** Where a row leads (its edit page); the name is a link there too, for keyboards. */
  rowLink: (id: Identifier) => string;
  /** Called when a row was dropped somewhere else than where it started. */
  onMove: (activeId: number, overId: number | null) => void;
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
  nameLabel,
  rowLink,
  onMove,
  sortingDisabled = false,
  empty,
  sx,
  children,
}: SortableDataTableProps) => {
  const translate = useTranslate();
  const { data, total } = list;
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
        translate('rm.pos.drag.dropped', { name: nameOf(active.id), ...at(over?.id ?? active.id) }),
      onDragCancel: ({ active }) => translate('rm.pos.drag.cancelled', { name: nameOf(active.id), ...at(active.id) }),
    };
  }, [data, translate]);

  const onDragEnd = ({ active, over }: DragEndEvent) => onMove(Number(active.id), over ? Number(over.id) : null);

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
                render={row => <DragHandle label={translate('rm.pos.drag.handle', { name: row.name })} />}
              />
              <DataTable.Col
                source="name"
                label={nameLabel}
                disableSort
                render={row => <RowLink to={rowLink(row.id)}>{row.name}</RowLink>}
              />
              {children}
            </DataTable>
          </SortingContext.Provider>
        </DndContext>
      </ListContextProvider>
    </ResourceContextProvider>
  );
};

/** The class of the drag handles' column (its width is fixed where the table's layout is). */
export const HANDLE_CLASS = 'pos-sort-handle';

const TABLE_SX = {
  '& .RaDataTable-tableWrapper': { maxHeight: '70vh', overflowY: 'auto' },
  [`& .${HANDLE_CLASS}`]: { width: 56 },
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

const DragHandle = ({ label }: { label: string }) => {
  const handle = useContext(HandleContext);
  if (!handle) return null;
  const { attributes, listeners, setActivatorNodeRef, isDragging, disabled } = handle;
  return (
    <IconButton
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={label}
      size="small"
      disabled={disabled}
      sx={isDragging ? HANDLE_SX.dragging : HANDLE_SX.idle}
      // The handle's click (Space to pick up, a press without a drag) is not the row's, which opens it.
      onClick={event => event.stopPropagation()}
    >
      <DragIndicatorIcon fontSize="small" />
    </IconButton>
  );
};
