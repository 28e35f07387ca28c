/** A copy of `items` with the item at `from` moved to `to`. */
export const moveItem = <T>(items: readonly T[], from: number, to: number): T[] => {
  const out = items.slice();
  if (from < 0 || from >= out.length || to < 0 || to >= out.length) return out;
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item);
  return out;
};

/**
 * The order after dropping `activeId` where `overId` was, or `null` when the order did not change
 * (dropped on itself, outside the list, or on an id that is not in it) — then nothing is sent.
 */
export const reorderIds = <Id>(ids: readonly Id[], activeId: Id, overId: Id | null | undefined): Id[] | null => {
  if (overId === null || overId === undefined || overId === activeId) return null;
  const from = ids.indexOf(activeId);
  const to = ids.indexOf(overId);
  if (from < 0 || to < 0) return null;
  return moveItem(ids, from, to);
};

/** Records in the order of `ids`; records missing from `ids` keep their place at the end. */
export const orderBy = <T extends { id: Id }, Id>(records: readonly T[], ids: readonly Id[]): T[] => {
  const byId = new Map(records.map(record => [record.id, record]));
  const ordered = ids.flatMap(id => (byId.has(id) ? [byId.get(id)!] : []));
  const listed = new Set(ids);
  return [...ordered, ...records.filter(record => !listed.has(record.id))];
};
