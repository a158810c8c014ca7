import type {
  MessageResponse, StravaCodeRequest, StravaCodeResponse, StravaConsent, StravaNotCountedResponse, StravaResyncResponse, StravaStatusResponse,
} from '@lesne/contracts';
import { http } from '../../shared/api/http';

/** The signed-in user's Strava connection, whether one can be made now, and Strava's authorize page to start one. */
export async function fetchStravaStatus(): Promise<StravaStatusResponse> {
  const { data } = await http.get<StravaStatusResponse>('/strava');
  return data;
}

/**
 * Trades the code Strava redirected back with for a connection, with the consent given before
 * leaving for Strava. A code works once: the page sends it once (useStravaReturn), and the API
 * answers the same user's repeat of it with its first answer.
 */
export async function exchangeStravaCode(body: StravaCodeRequest): Promise<StravaCodeResponse> {
  const { data } = await http.post<StravaCodeResponse>('/strava/code', body);
  return data;
}

export async function changeStravaConsent(consent: StravaConsent): Promise<string> {
  const { data } = await http.put<MessageResponse>('/strava/consent', consent);
  return data.message;
}

export async function deleteStravaConnection(): Promise<string> {
  const { data } = await http.delete<MessageResponse>('/strava');
  return data.message;
}

/** "Why didn't my run count?": the user's own Strava activities left out or held. */
export async function fetchStravaNotCounted(): Promise<StravaNotCountedResponse> {
  const { data } = await http.get<StravaNotCountedResponse>('/strava/not-counted');
  return data;
}

export async function requestStravaResync(): Promise<StravaResyncResponse> {
  const { data } = await http.post<StravaResyncResponse>('/strava/resync');
  return data;
}
