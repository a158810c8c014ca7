import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { OfficeScreenLink } from '@lesne/contracts';
import { useIdempotencyKey } from '../../shared/api/useIdempotencyKey';
import { notifyServerMessageOr, notifySuccess } from '../../shared/feedback/notify';
import { createOfficeScreen, fetchOfficeScreens, revokeOfficeScreen } from './office-screens.api';

export const officeScreenKeys = {
  all: ['office-screens'] as const,
};

/** The company's office-screen links: only this admin's own changes move them, so they are asked once. */
export const officeScreensQuery = queryOptions({
  queryKey: officeScreenKeys.all,
  queryFn: fetchOfficeScreens,
  staleTime: Infinity,
});

/** The server confirmed a change of the links: the list takes it without asking again. */
function useUpdateScreens() {
  const queryClient = useQueryClient();
  return (change: (items: OfficeScreenLink[]) => OfficeScreenLink[]) =>
    queryClient.setQueryData(officeScreensQuery.queryKey, (items) => items && change(items));
}

/** A new office-screen link, by its name; a failure is also the form's to show. */
export function useCreateOfficeScreen() {
  const { t } = useTranslation('settings');
  const updateScreens = useUpdateScreens();
  const withKey = useIdempotencyKey();
  return useMutation({
    mutationFn: (name: string) => withKey(createOfficeScreen, { name }),
    onSuccess: (screen) => {
      notifySuccess(t('officeScreens.created', { name: screen.name }));
      updateScreens((items) => [...items, screen]);
    },
    onError: (error) => notifyServerMessageOr(t('officeScreens.createError'), error),
  });
}

/** A link revoked: the screen showing it stops. */
export function useRevokeOfficeScreen() {
  const { t } = useTranslation('settings');
  const updateScreens = useUpdateScreens();
  return useMutation({
    mutationFn: (screen: OfficeScreenLink) => revokeOfficeScreen(screen.id),
    onSuccess: (_answer, screen) => {
      notifySuccess(t('officeScreens.revoked', { name: screen.name }));
      updateScreens((items) => items.filter((item) => item.id !== screen.id));
    },
    onError: (error) => notifyServerMessageOr(t('officeScreens.revokeError'), error),
  });
}
