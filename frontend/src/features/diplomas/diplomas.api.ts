import type {
  BulkDiplomasRequest,
  DiplomaListResponse,
  DiplomaNameRequest,
  DiplomaRunProgress,
  DiplomaRunsResponse,
  GenerateDiplomaRequest,
  SendDiplomaRequest,
} from '@lesne/contracts';
import { http } from '../../shared/api/http';

export interface DiplomaListQuery {
  page: number;
  perpage: number;
  search?: string;
}

/** One page of the company's participants with their diplomas; `search` is sent only when there is one. */
export async function fetchDiplomas({ search, ...query }: DiplomaListQuery): Promise<DiplomaListResponse> {
  const params: Record<string, string | number> = { ...query };
  if (search) params.search = search;
  const { data } = await http.get<DiplomaListResponse>('/diplomas', { params });
  return data;
}

/**
 * Queues one participant's diploma (202); 'diploma:changed' says when it is done. No retry when
 * the answer is lost: the user sees the row still without its diploma and may ask again.
 */
export async function generateDiploma(body: GenerateDiplomaRequest): Promise<void> {
  await http.post('/diplomas', body);
}

/** Queues the mail with one participant's current diploma (202); 'diploma:changed' says when it went. */
export async function sendDiplomaEmail(body: SendDiplomaRequest): Promise<void> {
  await http.post('/diplomas/sendEmail', body);
}

/** The name printed on a participant's diploma; the server keeps it trimmed. */
export async function saveDiplomaName(body: DiplomaNameRequest): Promise<void> {
  await http.patch('/user/diplomaName', body);
}

/** Starts a bulk run (202 with its progress); 409 with a message when there is nothing to do. */
export async function startDiplomaRun(body: BulkDiplomasRequest): Promise<DiplomaRunProgress> {
  const { data } = await http.post<DiplomaRunProgress>('/diplomas/bulk', body);
  return data;
}

/** The latest run of each action, finished or not. */
export async function fetchDiplomaRuns(): Promise<DiplomaRunsResponse> {
  const { data } = await http.get<DiplomaRunsResponse>('/diplomas/runs');
  return data;
}
