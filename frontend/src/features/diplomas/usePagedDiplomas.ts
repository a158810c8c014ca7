import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@lesne/domain';
import { useSearchTerm } from '../../shared/hooks/useSearchTerm';
import { diplomaListQuery } from './diplomas.queries';

/** Spec section 9: the diploma search waits 500 ms after typing stops. */
export const DIPLOMA_SEARCH_DEBOUNCE_MS = 500;

/** The diplomas table with its search box and paging: a new search or page size starts again at page 1. */
export function usePagedDiplomas() {
  const [typed, setTyped] = useState('');
  const search = useSearchTerm(typed, DIPLOMA_SEARCH_DEBOUNCE_MS);
  const [perPage, setPerPage] = useState(DEFAULT_PAGE_SIZE);
  const [paging, setPaging] = useState({ search, perPage, page: 1 });
  const page = paging.search === search && paging.perPage === perPage ? paging.page : 1;

  const params = { page, perpage: perPage, search: search || undefined };
  const query = diplomaListQuery(params);
  const diplomas = useQuery(query);

  return {
    typed,
    setTyped,
    page,
    perPage,
    setPage: (next: number) => setPaging({ search, perPage, page: next }),
    setPerPage,
    diplomas,
    /** the page shown: what was asked for, and its query */
    params,
    query,
  };
}
