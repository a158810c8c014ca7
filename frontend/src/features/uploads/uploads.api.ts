import type { ActivityUploadItem, ActivityUploadsResponse } from '@lesne/contracts';
import { http } from '../../shared/api/http';

/** A 25 MB file over a slow phone connection takes longer than an ordinary call may. */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

/** One file, as the API takes them: one a request, each with its own progress (0 to 1) and answer. */
export async function uploadActivityFile(file: File, onProgress: (share: number) => void): Promise<ActivityUploadItem> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { data } = await http.post<ActivityUploadItem>('/activity-uploads', form, {
    timeout: UPLOAD_TIMEOUT_MS,
    onUploadProgress: (event) => onProgress(event.total ? event.loaded / event.total : 0),
  });
  return data;
}

export async function fetchUploads(): Promise<ActivityUploadItem[]> {
  const { data } = await http.get<ActivityUploadsResponse>('/activity-uploads');
  return data.items;
}

/** The sport its owner says it was: the file is counted, held for review, or refused by the company's rules. */
export async function confirmUpload(uploadId: number, activityType: number): Promise<ActivityUploadItem> {
  const { data } = await http.post<ActivityUploadItem>(`/activity-uploads/${uploadId}/confirm`, { activityType });
  return data;
}
