/** A page number not below 1 nor above the last page (1 when there are none). */
export const clampPage = (page: number, pageCount: number) =>
  Math.min(Math.max(1, Math.floor(page) || 1), Math.max(1, pageCount));

export type PagerItem = number | 'start-ellipsis' | 'end-ellipsis';

/**
 * The pager of the payment and customer results: the first and last pages, 2 neighbours each side
 * of the current one (3 on page 1), ellipses for the gaps; a gap of a single page shows that page instead.
 */
export const pagerItems = (page: number, pageCount: number): PagerItem[] => {
  if (pageCount <= 0) return [];
  const current = clampPage(page, pageCount);
  const neighbours = current === 1 ? 3 : 2;
  const pages = new Set<number>([1, pageCount]);
  for (let n = current - neighbours; n <= current + neighbours; n++) if (n >= 1 && n <= pageCount) pages.add(n);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  sorted.forEach((n, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous === 2) items.push(n - 1);
    else if (previous !== undefined && n - previous > 2) items.push(n < current ? 'start-ellipsis' : 'end-ellipsis');
    items.push(n);
  });
  return items;
};
