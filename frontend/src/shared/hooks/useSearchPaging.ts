import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@lesne/domain';
import { useSearchTerm } from './useSearchTerm';

/**
 * A paged list's search box and paging: the search follows what was typed once typing pauses
 * for `debounceMs`, and a new search or page size starts again at page 1 (in the same request,
 * not after a wasted one).
 */
export function useSearchPaging(debounceMs: number) {
  const [typed, setTyped] = useState('');
  const search = useSearchTerm(typed, debounceMs);
  const [perPage, setPerPage] = useState(DEFAULT_PAGE_SIZE);
  const [paging, setPaging] = useState({ search, perPage, page: 1 });
  const page = paging.search === search && paging.perPage === perPage ? paging.page : 1;

  return {
    typed,
    setTyped,
    /** the search to send: empty for none */
    search,
    page,
    perPage,
    setPage: (next: number) => setPaging({ search, perPage, page: next }),
    setPerPage: (next: number) => setPerPage(next),
  };
}
