import type { VerificationResponse } from '@lesne/contracts';
import { http } from '../../shared/api/http';

/** What the document with this code says (public); 404 when there is none. */
export async function fetchVerification(code: string): Promise<VerificationResponse> {
  const { data } = await http.get<VerificationResponse>(`/verification/${encodeURIComponent(code)}`);
  return data;
}
