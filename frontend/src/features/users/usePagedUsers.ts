import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Paged, UserListItem } from '@lesne/contracts';
import { DEFAULT_PAGE_SIZE } from '@lesne/domain';
import { useSearchTerm } from '../../shared/hooks/useSearchTerm';
import { userListQuery } from './users.queries';

/** Spec section 9: the user searches wait 500 ms after typing stops. */
export const USER_SEARCH_DEBOUNCE_MS = 500;

/**
 * The user list with its search box and paging: a new search or page size starts again at
 * page 1 (in the same request, not after a wasted one). `failureToast` (an i18n key) says the
 * list could not be loaded.
 */
export function usePagedUsers({ team = false, failureToast }: { team?: boolean; failureToast: string }) {
  const [typed, setTyped] = useState('');
  const search = useSearchTerm(typed, USER_SEARCH_DEBOUNCE_MS);
  const [perPage, setPerPageState] = useState(DEFAULT_PAGE_SIZE);
  const [paging, setPaging] = useState({ search, perPage, page: 1 });
  const page = paging.search === search && paging.perPage === perPage ? paging.page : 1;

  const queryClient = useQueryClient();
  const query = userListQuery({ page, perpage: perPage, search: search || undefined, team }, failureToast);
  const users = useQuery(query);

  // The last user of the last page went: show the page before.
  const emptyPage = users.data !== undefined && users.data.items.length === 0 && page > 1 && !users.isFetching;
  if (emptyPage) setPaging({ search, perPage, page: page - 1 });

  return {
    typed,
    setTyped,
    page,
    perPage,
    setPage: (next: number) => setPaging({ search, perPage, page: next }),
    setPerPage: (next: number) => setPerPageState(next),
    users,
    /** changes the page shown (an edit the server confirmed) without asking again */
    updatePage: (change: (page: Paged<UserListItem>) => Paged<UserListItem>) =>
      queryClient.setQueryData(query.queryKey, (shown) => shown && change(shown)),
  };
}
