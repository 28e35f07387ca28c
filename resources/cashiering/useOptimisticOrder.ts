import { useMutation } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { orderBy, reorderIds } from '../../src/lib/reorder';
import { useToast } from '../../src/lib/toast';
import type { PosRow } from './PosTable';

interface SortVariables {
  /** The ids the server is told, in their new order. */
  sent: number[];
  previous: number[];
  base: unknown;
}

/** Rows with their groups together, each group where its first row was, in the rows' order within it. */
export const groupRows = <T>(rows: T[], groupOf: (row: T) => unknown): T[] => {
  const groups = new Map<unknown, T[]>();
  for (const row of rows) {
    const key = groupOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.values()].flat();
};

/**
 * Drag sorting, optimistic: the rows move at once, the server is told only when the order changed,
 * and a refusal puts the previous order back with the toast "Error Updating Sort Order". With `groupOf`, rows show
 * grouped, move only within their group (`canMove`), and only their group's order is sent.
 */
export const useOptimisticOrder = <T extends PosRow>(
  rows: T[] | undefined,
  save: (ids: number[]) => Promise<void>,
  groupOf?: (row: T) => unknown,
) => {
  const toast = useToast();
  // The order applies to the rows it was made for; fresh rows from the server replace it.
  const [local, setLocal] = useState<{ base: T[]; ids: number[] } | null>(null);
  const current = useMemo(() => {
    const shown = rows && groupOf ? groupRows(rows, groupOf) : rows;
    return shown && local && local.base === rows ? orderBy(shown, local.ids) : shown;
  }, [rows, local, groupOf]);
  const groupById = useMemo(
    () => new Map((current ?? []).map(row => [row.id, groupOf ? groupOf(row) : undefined])),
    [current, groupOf],
  );
  const canMove = useCallback(
    (activeId: number, overId: number) => groupById.get(activeId) === groupById.get(overId),
    [groupById],
  );

  const mutation = useMutation({
    mutationFn: ({ sent }: SortVariables) => save(sent),
    onSuccess: () => toast({ heading: 'rm.pos.toast.sortSaved', type: 'success', lasts: 'posToast' }),
    onError: (error, { previous, base }) => {
      setLocal(latest => (latest && latest.base === base ? { base: latest.base, ids: previous } : latest));
      toast({
        heading: 'rm.pos.toast.sortFailed',
        text: error instanceof Error ? error.message : undefined,
        type: 'error',
        lasts: 'posToast',
      });
    },
  });

  const move = (activeId: number, overId: number | null) => {
    if (!rows || !current) return;
    if (overId !== null && !canMove(activeId, overId)) return;
    const previous = current.map(row => row.id);
    const next = reorderIds(previous, activeId, overId);
    if (!next) return;
    setLocal({ base: rows, ids: next });
    const group = groupById.get(activeId);
    const sent = groupOf ? next.filter(id => groupById.get(id) === group) : next;
    mutation.mutate({ sent, previous, base: rows });
  };

  return { rows: current, move, canMove, isSaving: mutation.isPending };
};
