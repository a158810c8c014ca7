import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../shared/api/download';
import { useAuthStore } from '../../shared/auth/auth.store';
import { notifyFailure, notifySuccess } from '../../shared/feedback/notify';
import {
  cancelDeletion,
  carryOutDeletion,
  confirmDeletionLink,
  downloadMyData,
  fetchPendingDeletions,
  requestAccountDeletion,
  requestDeletionLink,
} from './account.api';

const accountKeys = {
  pendingDeletions: ['account-deletion', 'pending'] as const,
};

/** The platform admin's pending deletion requests. */
export const pendingDeletionsQuery = queryOptions({ queryKey: accountKeys.pendingDeletions, queryFn: fetchPendingDeletions });

/** Everything the product holds about me, saved as the JSON file the server names. */
export function useDownloadMyData() {
  const { t } = useTranslation('account');
  return useMutation({
    mutationFn: downloadMyData,
    onSuccess: ({ blob, filename }) => saveFile(blob, filename ?? t('myData.filename')),
    onError: (error) => notifyFailure(t('myData.downloadError'), error),
  });
}

/** My own account's deletion: the server ends every session of it, so this one leaves for the sign-in page. */
export function useRequestAccountDeletion() {
  const { t } = useTranslation('account');
  const expire = useAuthStore((state) => state.expire);
  return useMutation({
    mutationFn: requestAccountDeletion,
    onSuccess: ({ message }) => {
      notifySuccess(message);
      expire();
    },
    onError: (error) => notifyFailure(t('myData.deleteError'), error),
  });
}

/** A confirmation link for someone who cannot sign in; a failure is the form's to show. */
export function useRequestDeletionLink() {
  return useMutation({ mutationFn: (email: string) => requestDeletionLink({ email }) });
}

/** The mailed link's deletion, confirmed; its outcome shows on the page (the mutation's data or error). */
export function useConfirmDeletionLink() {
  return useMutation({ mutationFn: (code: string) => confirmDeletionLink({ code }) });
}

/** The platform admin carries a pending deletion out, or cancels it; the list is asked again either way. */
export function useDecideDeletion() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, userId }: { action: 'execute' | 'cancel'; userId: number }) =>
      action === 'execute' ? carryOutDeletion(userId) : cancelDeletion(userId),
    onSuccess: (message) => notifySuccess(message),
    onError: (error, { action }) => notifyFailure(t(`pending.${action}Error`), error),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: accountKeys.pendingDeletions }),
  });
}
