import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { PendingListQuery } from '@lesne/contracts';
import { fetchFlaggedActivities, fetchPendingActivities, fetchReviewCounts } from '../activities';

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
export function refreshReviewCounts(queryClient: QueryClient): void {
  // A failure is logged by the query and keeps the last counts.
  queryClient.fetchQuery({ ...reviewCountsQuery, staleTime: 0 }).catch(() => undefined);
}
