import { useQuery } from '@tanstack/react-query';
import { useSearchPaging } from '../../shared/hooks/useSearchPaging';
import { diplomaListQuery } from './diplomas.queries';

/** The diploma search waits 500 ms after typing stops (docs/product.md#constants). */
export const DIPLOMA_SEARCH_DEBOUNCE_MS = 500;

/** The diplomas table with its search box and paging: a new search or page size starts again at page 1. */
export function usePagedDiplomas() {
  const { search, ...paging } = useSearchPaging(DIPLOMA_SEARCH_DEBOUNCE_MS);
  const params = { page: paging.page, perpage: paging.perPage, search: search || undefined };
  const query = diplomaListQuery(params);
  const diplomas = useQuery(query);

  return {
    ...paging,
    diplomas,
    /** the page shown: what was asked for, and its query */
    params,
    query,
  };
}
