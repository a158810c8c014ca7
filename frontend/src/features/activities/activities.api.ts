import type {
  ActivityTypesResponse,
  AddActivityRequest,
  AddActivityResponse,
  CompanyActivitiesQuery,
  CompanyActivitiesResponse,
  DetailedActivityItem,
  MessageResponse,
  UserActivitiesResponse,
} from '@lesne/contracts';
import { http } from '../../shared/api/http';
import { filenameFrom } from '../../shared/api/download';
import { postCreate } from '../../shared/api/idempotent';

export async function fetchActivityTypes(): Promise<ActivityTypesResponse> {
  const { data } = await http.get<ActivityTypesResponse>('/activity/types');
  return data;
}

/** A manual result: counted at once (approved) or waiting for the company admin (pending); stored once however often it is retried. */
export function addActivity(body: AddActivityRequest, idempotencyKey: string): Promise<AddActivityResponse> {
  return postCreate<AddActivityResponse>('/activity', body, idempotencyKey);
}

/** The signed-in user's own results, pending and denied ones too, every figure shown. */
export async function fetchUserActivities(userId: number, showPending = false): Promise<DetailedActivityItem[]> {
  return (await fetchRankingRowActivities(userId, showPending)).items;
}

/**
 * What an opened ranking row shows: one's own approved results in full; someone else's results
 * of our own data (manual) and, as one sum, the trees of their Strava results (libs/domain visibility.ts).
 */
export async function fetchRankingRowActivities(userId: number, showPending = false): Promise<UserActivitiesResponse> {
  const { data } = await http.get<UserActivitiesResponse>('/activity/user', { params: { user_id: userId, showPending } });
  return data;
}

export async function deleteActivity(id: number): Promise<string> {
  const { data } = await http.delete<MessageResponse>(`/activity/${id}`);
  return data.message;
}

export async function flagActivity(activityId: number): Promise<string> {
  const { data } = await http.patch<MessageResponse>('/activity/addFlag', { activity_id: activityId });
  return data.message;
}

/** Only the filters that are set go into the query string. */
function companyActivitiesParams(query: CompanyActivitiesQuery): Record<string, string | number | boolean> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as Record<
    string,
    string | number | boolean
  >;
}

export async function fetchCompanyActivities(query: CompanyActivitiesQuery): Promise<CompanyActivitiesResponse> {
  const { data } = await http.get<CompanyActivitiesResponse>('/company/activities', { params: companyActivitiesParams(query) });
  return data;
}

interface DownloadedFile {
  blob: Blob;
  /** from the server's Content-Disposition, when it names the file */
  filename: string | null;
}

/** The same filters as a CSV file, through the client (so with the token), as a blob to save. */
export async function downloadCompanyActivitiesCsv(query: CompanyActivitiesQuery): Promise<DownloadedFile> {
  const response = await http.get<Blob>('/company/activities.csv', {
    params: companyActivitiesParams(query),
    responseType: 'blob',
  });
  const disposition = String(response.headers['content-disposition'] ?? '');
  return { blob: response.data, filename: filenameFrom(disposition) };
}
