import type { StravaImportItem, StravaImportListResponse, StravaUpdateRequest, StravaUpdateResponse } from '@lesne/contracts';
import { http } from '../../shared/api/http';
import { postCreate } from '../../shared/api/idempotent';

export type StravaImportsQuery = { page: number; perpage: number };

/** A platform admin starts a re-import of a user's Strava activities from a day (YYYY-MM-DD). */
export async function startStravaImport(body: StravaUpdateRequest, idempotencyKey: string): Promise<StravaImportItem> {
  const { import: started } = await postCreate<StravaUpdateResponse>('/user/stravaUpdate', body, idempotencyKey);
  return started;
}

/** The import log, newest first. */
export async function fetchStravaImports(query: StravaImportsQuery): Promise<StravaImportListResponse> {
  const { data } = await http.get<StravaImportListResponse>('/strava/imports', { params: query });
  return data;
}
