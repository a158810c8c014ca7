import { useQuery } from '@tanstack/react-query';
import { useSearchPaging } from '../../shared/hooks/useSearchPaging';
import { userListQuery } from './users.queries';

/** The user searches wait 500 ms after typing stops (docs/product.md#constants). */
export const USER_SEARCH_DEBOUNCE_MS = 500;

/**
 * The user list with its search box and paging: a new search or page size starts again at
 * page 1 (in the same request, not after a wasted one). `failureToast` (an i18n key) says the
 * list could not be loaded.
 */
export function usePagedUsers({ team = false, failureToast }: { team?: boolean; failureToast: string }) {
  const { search, ...paging } = useSearchPaging(USER_SEARCH_DEBOUNCE_MS);
  const { page, perPage } = paging;

  const query = userListQuery({ page, perpage: perPage, search: search || undefined, team }, failureToast);
  const users = useQuery(query);

  // The last user of the last page went: show the page before.
  const emptyPage = users.data !== undefined && users.data.items.length === 0 && page > 1 && !users.isFetching;
  if (emptyPage) paging.setPage(page - 1);

  return { ...paging, users };
}
