import type { SaveSurveyRequest, SurveyStatusResponse, SurveySummaryResponse } from '@lesne/contracts';
import { http } from '../../shared/api/http';
import { newIdempotencyKey, postCreate } from '../../shared/api/idempotent';

/** Takes today's offer of the survey: true for the first page that asks on a day it is due. */
export async function takeSurveyOffer(): Promise<SurveyStatusResponse> {
  const { data } = await http.post<SurveyStatusResponse>('/csat/offer');
  return data;
}

/** One step (or a close); a key of its own, so a resend after a lost answer does not count a close twice. */
export function saveSurveyStep(body: SaveSurveyRequest): Promise<SurveyStatusResponse> {
  return postCreate<SurveyStatusResponse>('/csat', body, newIdempotencyKey());
}

export async function fetchSurveySummary(): Promise<SurveySummaryResponse> {
  const { data } = await http.get<SurveySummaryResponse>('/csat/summary');
  return data;
}
