import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ActivityItem } from '@lesne/contracts';
import { DEFAULT_PAGE_SIZE } from '@lesne/domain';
import { pendingEntriesQuery } from './approvals.queries';

/**
 * The pending entries a page at a time (25 unless chosen), and the ones ticked on the page shown
 * for a bulk decision: another page or page size starts with none ticked.
 */
export function usePendingEntries() {
  const [paging, setPaging] = useState({ page: 1, perPage: DEFAULT_PAGE_SIZE });
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const query = pendingEntriesQuery({ page: paging.page, perpage: paging.perPage });
  const list = useQuery(query);
  const shown = list.data?.items ?? [];

  // The last entries of the last page were decided: show the page before.
  if (list.data && shown.length === 0 && paging.page > 1 && !list.isFetching) setPaging({ ...paging, page: paging.page - 1 });

  // Only entries still on the page count as ticked (one decided elsewhere leaves with the live refresh).
  const ticked = new Set(shown.filter((activity) => selected.has(activity.id)).map((activity) => activity.id));

  const goTo = (next: { page: number; perPage: number }) => {
    setSelected(new Set());
    setPaging(next);
  };

  return {
    list,
    page: paging.page,
    perPage: paging.perPage,
    setPage: (page: number) => goTo({ ...paging, page }),
    setPerPage: (perPage: number) => goTo({ page: 1, perPage }),
    selected: ticked as ReadonlySet<number>,
    toggle(activity: ActivityItem, checked: boolean) {
      const next = new Set(ticked);
      if (checked) next.add(activity.id);
      else next.delete(activity.id);
      setSelected(next);
    },
    toggleAll(checked: boolean) {
      setSelected(new Set(checked ? shown.map((activity) => activity.id) : []));
    },
    clearSelection: () => setSelected(new Set()),
  };
}
