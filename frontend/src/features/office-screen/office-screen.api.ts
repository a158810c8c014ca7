import type { Lang, OfficeScreenView } from '@lesne/contracts';
import { http } from '../../shared/api/http';

/** Everything one screen shows; 404 once its link is unknown or revoked. */
export async function fetchOfficeScreen(token: string, lang: Lang, signal?: AbortSignal): Promise<OfficeScreenView> {
  const { data } = await http.get<OfficeScreenView>(`/office-screen/${encodeURIComponent(token)}`, { params: { lang }, signal });
  return data;
}
