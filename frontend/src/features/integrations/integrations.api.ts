import type { MessageResponse, StravaCodeRequest, StravaCodeResponse, StravaStatusResponse } from '@lesne/contracts';
import { http } from '../../shared/api/http';

/** The signed-in user's Strava connection, and Strava's authorize page to start one. */
export async function fetchStravaStatus(): Promise<StravaStatusResponse> {
  const { data } = await http.get<StravaStatusResponse>('/strava');
  return data;
}

/**
 * Trades the code Strava redirected back with for a connection. A code works once: the page
 * sends it once (useStravaReturn), and the API answers the same user's repeat of it with its
 * first answer.
 */
export async function exchangeStravaCode(body: StravaCodeRequest): Promise<StravaCodeResponse> {
  const { data } = await http.post<StravaCodeResponse>('/strava/code', body);
  return data;
}

export async function deleteStravaConnection(): Promise<string> {
  const { data } = await http.delete<MessageResponse>('/strava');
  return data.message;
}
