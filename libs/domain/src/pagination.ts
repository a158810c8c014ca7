/** One slot of the pagination control: a page number or a gap. */
type PageSlot = number | 'ellipsis';

const WINDOW = 5;

/**
 * The page numbers the pagination control offers (docs/product.md#constants): a window of five
 * centred on the current page, the first and last page always, an ellipsis for a gap.
 */
export function pageSlots(currentPage: number, totalPages: number): PageSlot[] {
  if (totalPages < 1) return [];
  const current = Math.min(Math.max(1, currentPage), totalPages);
  let start = Math.max(1, current - Math.floor(WINDOW / 2));
  const end = Math.min(totalPages, start + WINDOW - 1);
  start = Math.max(1, end - WINDOW + 1);

  const slots: PageSlot[] = [];
  if (start > 1) {
    slots.push(1);
    if (start > 2) slots.push('ellipsis');
  }
  for (let page = start; page <= end; page++) slots.push(page);
  if (end < totalPages) {
    if (end < totalPages - 1) slots.push('ellipsis');
    slots.push(totalPages);
  }
  return slots;
}

export function totalPages(totalItems: number, perPage: number): number {
  return perPage > 0 ? Math.ceil(Math.max(0, totalItems) / perPage) : 0;
}
