import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { UserListQuery } from '@lesne/contracts';
import { fetchUsers } from './users.api';

export const userListKeys = {
  all: ['users'] as const,
  page: (query: UserListQuery) => [...userListKeys.all, query] as const,
};

/**
 * A page of users; the page shown stays while the next one (another search, page or size)
 * loads, so the table does not blink. `failureToast` is what the screen says when it fails.
 */
export const userListQuery = (query: UserListQuery, failureToast: string) =>
  queryOptions({
    queryKey: userListKeys.page(query),
    queryFn: () => fetchUsers(query),
    placeholderData: keepPreviousData,
    meta: { failureToast },
  });
