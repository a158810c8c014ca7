import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UserListItem, UserListQuery } from '@lesne/contracts';
import { notifyFailure, notifySuccess } from '../../shared/feedback/notify';
import { deleteUser, fetchUsers } from './users.api';

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

/** Removes a user with all their activities; the lists are asked again. */
export function useDeleteUser() {
  const { t } = useTranslation('users');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: UserListItem) => deleteUser(user.id),
    onSuccess: () => {
      notifySuccess(t('toast.deleted'));
      void queryClient.invalidateQueries({ queryKey: userListKeys.all });
    },
    onError: (error) => notifyFailure(t('toast.deleteError'), error),
  });
}
