import { DIGEST_UNSUBSCRIBE_ROUTE, type MessageResponse } from '@lesne/contracts';
import { http } from '../../shared/api/http';

/** Turns the weekly digest off for whoever the token was made for; no sign-in needed. */
export async function unsubscribeFromDigest(token: string): Promise<MessageResponse> {
  const { data } = await http.post<MessageResponse>(DIGEST_UNSUBSCRIBE_ROUTE, undefined, { params: { token } });
  return data;
}
