import type { CreateOfficeScreenRequest, OfficeScreenLink } from '@lesne/contracts';
import { http } from '../../shared/api/http';
import { postCreate } from '../../shared/api/idempotent';

const OFFICE_SCREENS_URL = '/company/office-screens';

export async function fetchOfficeScreens(): Promise<OfficeScreenLink[]> {
  const { data } = await http.get<OfficeScreenLink[]>(OFFICE_SCREENS_URL);
  return data;
}

export function createOfficeScreen(body: CreateOfficeScreenRequest, idempotencyKey: string): Promise<OfficeScreenLink> {
  return postCreate<OfficeScreenLink>(OFFICE_SCREENS_URL, body, idempotencyKey);
}

/** The screens showing this link stop within seconds. */
export async function revokeOfficeScreen(id: number): Promise<void> {
  await http.delete(`${OFFICE_SCREENS_URL}/${id}`);
}
