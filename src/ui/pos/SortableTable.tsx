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
import {
  IconButton,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Box,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { memo, useMemo, useRef, type Ref } from 'react';
import { useTranslate } from 'ra-core';
import {
  PosEmptyState,
  PosLoadFailed,
  RowLink,
  SkeletonRows,
  tableWidthSx,
  useRowNavigation,
  type PosRow,
  type PosTableProps,
} from './PosTable';

interface SortableTableProps<T extends PosRow> extends PosTableProps<T> {
  /** A row's name in the drag handle's label and the screen-reader announcements. */
  rowName: (row: T) => string;
  /** Called when a row was dropped somewhere else than where it started. */
  onMove: (activeId: number, overId: number | null) => void;
}

/** Rows move up and down only. */
const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/**
 * A list whose rows are reordered by dragging their handle with a mouse or touch, or with the
 * keyboard (Space to pick up, arrows to move, Space to drop, Escape to cancel), with announcements.
 */
export const SortableTable = <T extends PosRow>({
  label,
  columns,
  rows,
  isPending,
  rowLink,
  empty,
  cellSx,
  fitColumns,
  rowName,
  onMove,
  onRetry,
}: SortableTableProps<T>) => {
  const translate = useTranslate();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => (rows ?? []).map(row => row.id), [rows]);
  // dnd-kit reports the row being over itself as the drag starts: that would talk over "Picked up".
  const lastOver = useRef<UniqueIdentifier | null>(null);

  const announcements = useMemo<Announcements>(() => {
    const nameOf = (id: UniqueIdentifier) => {
      const row = rows?.find(candidate => candidate.id === id);
      return row ? rowName(row) : String(id);
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
  }, [ids, rows, rowName, translate]);

  if (!isPending && rows && !rows.length) return <PosEmptyState {...empty} />;
  if (!isPending && !rows) return <PosLoadFailed onRetry={onRetry} />;

  const onDragEnd = ({ active, over }: DragEndEvent) => onMove(Number(active.id), over ? Number(over.id) : null);
  const width = tableWidthSx(fitColumns);

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[restrictToVerticalAxis]}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: translate('rm.pos.drag.instructions') } }}
    >
      <TableContainer component={Paper} variant="outlined" sx={width.container}>
        <Table aria-label={label} aria-busy={isPending || undefined} sx={width.table}>
          <TableHead>
            <TableRow>
              <TableCell scope="col" padding="checkbox">
                <Box component="span" sx={visuallyHidden}>
                  {translate('rm.pos.list.reorderColumn')}
                </Box>
              </TableCell>
              {columns.map(column => (
                <TableCell key={column.key} scope="col" sx={cellSx}>
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody sx={BODY_SX}>
            {isPending ? (
              <SkeletonRows columns={columns.length + 1} />
            ) : (
              <SortableContext items={ids} strategy={verticalListSortingStrategy}>
                {rows!.map(row => (
                  <SortableRow
                    key={row.id}
                    row={row}
                    columns={columns}
                    rowLink={rowLink}
                    rowName={rowName}
                    cellSx={cellSx}
                  />
                ))}
              </SortableContext>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </DndContext>
  );
};

/*
 * Styles that do not change with each move: the position of a row being moved goes in its inline style, so a drop
 * that re-renders every row (hundreds in a long list) makes no new style rules.
 */
const BODY_SX = {
  // What MUI's TableRow (hover, and the theme's pointer) gives a row: rows are plain <tr>s, which hundreds of re-renders
  // on a drop cost little.
  '& > tr[data-sortable]': {
    color: 'inherit',
    display: 'table-row',
    verticalAlign: 'middle',
    outline: 0,
    position: 'relative',
    '&:hover': { bgcolor: 'action.hover', cursor: 'pointer' },
    '&[data-dragging]': {
      zIndex: 2,
      bgcolor: 'background.paper',
      boxShadow: 6,
      outline: '2px solid',
      outlineColor: 'primary.main',
    },
  },
} as const;
const HANDLE_SX = {
  idle: { cursor: 'grab', touchAction: 'none' },
  dragging: { cursor: 'grabbing', touchAction: 'none' },
} as const;

type SortableRowProps<T extends PosRow> = Pick<SortableTableProps<T>, 'columns' | 'rowLink' | 'rowName' | 'cellSx'> & {
  row: T;
};

/*
 * dnd-kit re-renders every sortable row when a drag starts, moves or ends. A row's cells and its handle are memoised
 * so that such a re-render of hundreds of rows only moves them (the props given to SortableTable must be stable).
 */
const SortableRowView = <T extends PosRow>({ row, columns, rowLink, rowName, cellSx }: SortableRowProps<T>) => {
  const translate = useTranslate();
  const open = useRowNavigation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: row.id,
  });
  return (
    <tr
      ref={setNodeRef}
      data-sortable=""
      onClick={open(rowLink(row))}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <DragHandle
        handleRef={setActivatorNodeRef}
        attributes={attributes}
        listeners={listeners}
        label={translate('rm.pos.drag.handle', { name: rowName(row) })}
        isDragging={isDragging}
      />
      <RowCells row={row} columns={columns} rowLink={rowLink} cellSx={cellSx} />
    </tr>
  );
};
const SortableRow = memo(SortableRowView) as typeof SortableRowView;

interface DragHandleProps {
  handleRef: Ref<HTMLButtonElement>;
  attributes: ReturnType<typeof useSortable>['attributes'];
  listeners: ReturnType<typeof useSortable>['listeners'];
  label: string;
  isDragging: boolean;
}

const DragHandle = memo(({ handleRef, attributes, listeners, label, isDragging }: DragHandleProps) => (
  <TableCell padding="checkbox">
    <IconButton
      ref={handleRef}
      {...attributes}
      {...listeners}
      aria-label={label}
      size="small"
      sx={isDragging ? HANDLE_SX.dragging : HANDLE_SX.idle}
    >
      <DragIndicatorIcon fontSize="small" />
    </IconButton>
  </TableCell>
));
DragHandle.displayName = 'DragHandle';

const RowCellsView = <T extends PosRow>({ row, columns, rowLink, cellSx }: Omit<SortableRowProps<T>, 'rowName'>) => (
  <>
    {columns.map((column, index) => (
      <TableCell key={column.key} sx={cellSx}>
        {index === 0 ? <RowLink to={rowLink(row)}>{column.render(row)}</RowLink> : column.render(row)}
      </TableCell>
    ))}
  </>
);
const RowCells = memo(RowCellsView) as typeof RowCellsView;
