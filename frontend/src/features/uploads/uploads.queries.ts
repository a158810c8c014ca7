import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ActivityUploadItem } from '@lesne/contracts';
import { notifyFailure } from '../../shared/feedback/notify';
import { activityKeys } from '../activities';
import { userKeys } from '../user';
import { confirmUpload, fetchUploads, uploadActivityFile } from './uploads.api';

export const uploadKeys = { all: ['uploads'] as const };

/** The user's uploads; each one the workers read arrives live ('upload:changed'). */
export const uploadsQuery = queryOptions({ queryKey: uploadKeys.all, queryFn: fetchUploads });

/** Puts an upload's latest state in the list, newest first. */
function withUpload(items: ActivityUploadItem[] | undefined, upload: ActivityUploadItem): ActivityUploadItem[] {
  return [upload, ...(items ?? []).filter((item) => item.id !== upload.id)].sort((a, b) => b.id - a.id);
}

/** One dropped file on its way up; its failure is said with the file's name and the server's reason. */
export function useUploadFile() {
  const { t } = useTranslation('uploads');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (share: number) => void }) => uploadActivityFile(file, onProgress),
    onSuccess: (upload) => queryClient.setQueryData(uploadKeys.all, (items: ActivityUploadItem[] | undefined) => withUpload(items, upload)),
    onError: (error, { file }) => notifyFailure(t('uploadFailed', { name: file.name }), error),
  });
}

/** The owner's confirmation: the upload's new state in the list at once; a result changes my entries and totals. */
export function useConfirmUpload() {
  const { t } = useTranslation('uploads');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uploadId, activityType }: { uploadId: number; activityType: number }) => confirmUpload(uploadId, activityType),
    onSuccess: (upload) => {
      queryClient.setQueryData(uploadKeys.all, (items: ActivityUploadItem[] | undefined) => withUpload(items, upload));
      if (upload.activityId === null) return;
      void queryClient.invalidateQueries({ queryKey: activityKeys.mine() });
      void queryClient.invalidateQueries({ queryKey: userKeys.profile });
    },
    onError: (error) => notifyFailure(t('confirmFailed'), error),
  });
}
