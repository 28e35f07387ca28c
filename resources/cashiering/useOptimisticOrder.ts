import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { orderBy, reorderIds } from '../../src/lib/reorder';
import { useToast } from '../../src/lib/toast';
import type { PosRow } from './PosTable';

interface SortVariables {
  next: number[];
  previous: number[];
  base: unknown;
}

/**
 * Drag sorting, optimistic: the rows move at once, the server is told only when the order changed,
 * and a refusal puts the previous order back with the toast "Error Updating Sort Order".
 */
export const useOptimisticOrder = <T extends PosRow>(rows: T[] | undefined, save: (ids: number[]) => Promise<void>) => {
  const toast = useToast();
  // The order applies to the rows it was made for; fresh rows from the server replace it.
  const [local, setLocal] = useState<{ base: T[]; ids: number[] } | null>(null);
  const current = useMemo(
    () => (rows && local && local.base === rows ? orderBy(rows, local.ids) : rows),
    [rows, local],
  );

  const mutation = useMutation({
    mutationFn: ({ next }: SortVariables) => save(next),
    onSuccess: () => toast({ heading: 'rm.pos.toast.sortSaved', type: 'success' }),
    onError: (error, { previous, base }) => {
      setLocal(latest => (latest && latest.base === base ? { base: latest.base, ids: previous } : latest));
      toast({
        heading: 'rm.pos.toast.sortFailed',
        text: error instanceof Error ? error.message : undefined,
        type: 'error',
      });
    },
  });

  const move = (activeId: number, overId: number | null) => {
    if (!rows || !current) return;
    const previous = current.map(row => row.id);
    const next = reorderIds(previous, activeId, overId);
    if (!next) return;
    setLocal({ base: rows, ids: next });
    mutation.mutate({ next, previous, base: rows });
  };

  return { rows: current, move, isSaving: mutation.isPending };
};
