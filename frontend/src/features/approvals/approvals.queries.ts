import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ActivityItem, PendingListQuery, PendingListResponse } from '@lesne/contracts';
import { notifyFailure, notifySuccess } from '../../shared/feedback/notify';
import {
  decideActivities,
  decideActivity,
  fetchFlaggedActivities,
  fetchPendingActivities,
  fetchReviewCounts,
  resolveFlag,
} from './approvals.api';

/** Entries waiting for a company admin: the sidebar badge's counts and the two lists of entry approval. */
export const reviewKeys = {
  all: ['review'] as const,
  counts: () => [...reviewKeys.all, 'counts'] as const,
  lists: () => [...reviewKeys.all, 'list'] as const,
  pending: () => [...reviewKeys.lists(), 'pending'] as const,
  pendingPage: (query: PendingListQuery) => [...reviewKeys.pending(), query] as const,
  flagged: () => [...reviewKeys.lists(), 'flagged'] as const,
};

/**
 * Pending plus flagged entries, for the badge: asked for once, then pushed live
 * ('review:counts'), and asked again after a decision here or a reconnection.
 */
export const reviewCountsQuery = queryOptions({
  queryKey: reviewKeys.counts(),
  queryFn: fetchReviewCounts,
  staleTime: Infinity,
  // A failure keeps the last counts on the badge.
  meta: { logFailure: 'The review counts could not be loaded' },
});

const LIST_FAILURE = { failureToast: 'approvals:toast.fetchError' };

/** A page of the pending entries; the page shown stays while the next one loads. */
export const pendingEntriesQuery = (query: Required<PendingListQuery>) =>
  queryOptions({
    queryKey: reviewKeys.pendingPage(query),
    queryFn: () => fetchPendingActivities(query),
    placeholderData: keepPreviousData,
    meta: LIST_FAILURE,
  });

export const flaggedEntriesQuery = queryOptions({ queryKey: reviewKeys.flagged(), queryFn: fetchFlaggedActivities, meta: LIST_FAILURE });

/** Asks for the counts now (after a decision), whether or not the badge shows them yet. */
function refreshReviewCounts(queryClient: QueryClient): void {
  // A failure is logged by the query and keeps the last counts.
  queryClient.fetchQuery({ ...reviewCountsQuery, staleTime: 0 }).catch(() => undefined);
}

type Decision = 'approved' | 'denied';

/** Decided pending entries leave the pages shown at once; the pages fill up again from the server, and the badge follows. */
function useDecided() {
  const queryClient = useQueryClient();
  return (ids: readonly number[]) => {
    const gone = new Set(ids);
    queryClient.setQueriesData<PendingListResponse>({ queryKey: reviewKeys.pending() }, (page) => {
      if (!page) return page;
      const items = page.items.filter((item) => !gone.has(item.id));
      return { ...page, items, itemsTotal: Math.max(0, page.itemsTotal - (page.items.length - items.length)) };
    });
    void queryClient.invalidateQueries({ queryKey: reviewKeys.pending() });
    refreshReviewCounts(queryClient);
  };
}

/** One pending entry approved or denied. */
export function useDecideEntry() {
  const { t } = useTranslation('approvals');
  const decided = useDecided();
  return useMutation({
    mutationFn: ({ activity, status }: { activity: ActivityItem; status: Decision }) => decideActivity(activity.id, status),
    onSuccess: (_message, { activity, status }) => {
      notifySuccess(t(status === 'approved' ? 'toast.approved' : 'toast.denied'));
      decided([activity.id]);
    },
    onError: (error) => notifyFailure(t('toast.decisionError'), error),
  });
}

/** The same decision on the ticked entries, all or none. */
export function useDecideEntries() {
  const { t } = useTranslation('approvals');
  const queryClient = useQueryClient();
  const decided = useDecided();
  return useMutation({
    mutationFn: ({ ids, status }: { ids: number[]; status: Decision }) => decideActivities(ids, status),
    onSuccess: (count, { ids, status }) => {
      notifySuccess(t(status === 'approved' ? 'bulk.toast.approved' : 'bulk.toast.denied', { count }));
      decided(ids);
    },
    onError: (error) => {
      notifyFailure(t('toast.decisionError'), error);
      // What the server refused (an entry decided meanwhile) shows when the page comes again.
      void queryClient.invalidateQueries({ queryKey: reviewKeys.pending() });
    },
  });
}

/** A flagged entry cleared of its flag, or its activity removed: it leaves its list at once, and the badge asks for its counts again. */
export function useSettleFlag() {
  const { t } = useTranslation('approvals');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ activity, status }: { activity: ActivityItem; status: 'removeFlag' | 'removeActivity' }) =>
      resolveFlag(activity.id, status),
    onSuccess: (_message, { activity, status }) => {
      notifySuccess(t(status === 'removeFlag' ? 'toast.flagRemoved' : 'toast.activityRemoved'));
      queryClient.setQueryData(flaggedEntriesQuery.queryKey, (items) => items?.filter((item) => item.id !== activity.id));
      refreshReviewCounts(queryClient);
    },
    onError: (error) => notifyFailure(t('toast.decisionError'), error),
  });
}
