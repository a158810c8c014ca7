import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { RankingType } from '@lesne/contracts';
import { fetchRanking } from './ranking.api';

/** The keys of every ranking query: a change of a company's totals may reorder any of them. */
export const rankingKeys = {
  all: ['ranking'] as const,
  list: (type: RankingType) => [...rankingKeys.all, 'list', type] as const,
  podium: (type: RankingType) => [...rankingKeys.all, 'podium', type] as const,
};

/**
 * The ranking of one type, 20 rows a page numbered from 1, growing with "load more" until
 * `nextPage` is null. Asked again (a live update), it asks for every page shown, in order.
 */
export const rankingListQuery = (type: RankingType) =>
  infiniteQueryOptions({
    queryKey: rankingKeys.list(type),
    queryFn: ({ pageParam }) => fetchRanking({ page: pageParam, type }),
    initialPageParam: 1,
    getNextPageParam: (lastPage) => lastPage.nextPage,
    // A ranking that fails to load is only logged (docs/product.md#feedback-and-errors; the card says so with a retry on the first load).
    meta: { logFailure: 'The ranking could not be loaded' },
  });

/** Page 0: places 1 to 3, ties included. */
export const podiumQuery = (type: RankingType) =>
  queryOptions({ queryKey: rankingKeys.podium(type), queryFn: () => fetchRanking({ page: 0, type }) });
