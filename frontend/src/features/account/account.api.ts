import type {
  ConfirmDeletionRequest, DeletionLinkRequest, DeletionRequestedResponse, MessageResponse, PendingDeletionsResponse,
} from '@lesne/contracts';
import { filenameFrom } from '../../shared/api/download';
import { http } from '../../shared/api/http';

/** The caller asks for their own account's deletion; answers the message to show. */
export async function requestAccountDeletion(): Promise<DeletionRequestedResponse> {
  const { data } = await http.post<DeletionRequestedResponse>('/account-deletion');
  return data;
}

/** Someone who cannot sign in asks for a confirmation link; the same message whether the address exists or not. */
export async function requestDeletionLink(body: DeletionLinkRequest): Promise<string> {
  const { data } = await http.post<MessageResponse>('/account-deletion/link', body);
  return data.message;
}

export async function confirmDeletionLink(body: ConfirmDeletionRequest): Promise<DeletionRequestedResponse> {
  const { data } = await http.post<DeletionRequestedResponse>('/account-deletion/confirm', body);
  return data;
}

/** Everything the product holds about the caller, as the JSON file the server names. */
export async function downloadMyData(): Promise<{ blob: Blob; filename: string | null }> {
  const response = await http.get<Blob>('/user/export', { responseType: 'blob' });
  return { blob: response.data, filename: filenameFrom(String(response.headers['content-disposition'] ?? '')) };
}

export async function fetchPendingDeletions(): Promise<PendingDeletionsResponse> {
  const { data } = await http.get<PendingDeletionsResponse>('/account-deletion/requests');
  return data;
}

export async function carryOutDeletion(userId: number): Promise<string> {
  const { data } = await http.post<MessageResponse>(`/account-deletion/requests/${userId}/execute`);
  return data.message;
}

export async function cancelDeletion(userId: number): Promise<string> {
  const { data } = await http.delete<MessageResponse>(`/account-deletion/requests/${userId}`);
  return data.message;
}
