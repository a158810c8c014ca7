import { useCallback, useEffect, useRef, useState } from 'react';
import type { RankingItem, RankingType } from '@lesne/contracts';
import { reportQuietly } from '../../shared/feedback/notify';
import { fetchRanking } from './ranking.api';

interface RankingListState {
  items: RankingItem[];
  nextPage: number | null;
  /** how many pages are shown: a live refresh asks for all of them again */
  pages: number;
  status: 'loading' | 'ready' | 'error';
  error: unknown;
  loadingMore: boolean;
  moreError: unknown;
}

const FIRST: RankingListState = {
  items: [],
  nextPage: null,
  pages: 0,
  status: 'loading',
  error: null,
  loadingMore: false,
  moreError: null,
};

/**
 * The ranking of one type, 20 rows a page, growing with "load more". A new type starts again
 * at page 1; `refresh` asks again for every page shown (a live update), keeping the rows on
 * screen until the answer comes. An answer for an older type or request is dropped.
 */
export function useRankingList(type: RankingType) {
  const [state, setState] = useState<RankingListState>(FIRST);
  const generation = useRef(0);
  const shown = useRef(state);
  shown.current = state;

  useEffect(() => {
    const current = ++generation.current;
    setState(FIRST);
    fetchRanking({ page: 1, type }).then(
      (answer) => {
        if (current !== generation.current) return;
        setState({ ...FIRST, items: answer.items, nextPage: answer.nextPage, pages: 1, status: 'ready' });
      },
      (error: unknown) => {
        if (current !== generation.current) return;
        reportQuietly('The ranking could not be loaded', error);
        setState({ ...FIRST, status: 'error', error });
      },
    );
  }, [type]);

  const loadMore = useCallback(() => {
    const { nextPage, loadingMore } = shown.current;
    if (nextPage === null || loadingMore) return;
    const current = generation.current;
    setState((held) => ({ ...held, loadingMore: true, moreError: null }));
    fetchRanking({ page: nextPage, type }).then(
      (answer) => {
        if (current !== generation.current) return;
        setState((held) => ({
          ...held,
          items: [...held.items, ...answer.items],
          nextPage: answer.nextPage,
          pages: held.pages + 1,
          loadingMore: false,
        }));
      },
      (error: unknown) => {
        if (current !== generation.current) return;
        reportQuietly('The next ranking page could not be loaded', error);
        setState((held) => ({ ...held, loadingMore: false, moreError: error }));
      },
    );
  }, [type]);

  const refresh = useCallback(() => {
    const pages = Math.max(1, shown.current.pages);
    const current = ++generation.current;
    const requests = Array.from({ length: pages }, (_, index) => fetchRanking({ page: index + 1, type }));
    Promise.all(requests).then(
      (answers) => {
        if (current !== generation.current) return;
        setState({
          ...FIRST,
          items: answers.flatMap((answer) => answer.items),
          nextPage: answers[answers.length - 1].nextPage,
          pages,
          status: 'ready',
        });
      },
      (error: unknown) => {
        if (current !== generation.current) return;
        // What is shown stays; the next update or a reconnection asks again.
        reportQuietly('The ranking could not be refreshed', error);
        setState((held) => (held.status === 'ready' ? { ...held, loadingMore: false } : { ...FIRST, status: 'error', error }));
      },
    );
  }, [type]);

  return { ...state, loadMore, refresh };
}
