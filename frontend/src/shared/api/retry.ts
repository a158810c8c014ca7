import { AxiosError, isAxiosError, type AxiosHeaders } from 'axios';
import { IDEMPOTENCY_IN_PROGRESS, IDEMPOTENCY_KEY_HEADER, type ApiError } from '@lesne/contracts';

/** Answers meaning the API, or Postgres or Redis behind it, is away for now: wait and ask again. */
const UNAVAILABLE_STATUSES: readonly number[] = [502, 503, 504];

/** A request asked again waits twice as long each time, from 1 s to 30 s, and at least the server's Retry-After. */
export const RETRY_FIRST_MS = 1_000;
export const RETRY_MAX_MS = 30_000;

/** A create is sent again at most this many times: 1, 2 then 4 s apart (or the server's Retry-After). */
export const CREATE_RETRIES = 3;

/** What the retry rule reads of a request: its method, headers, and how often it was sent again already. */
export interface RetriedRequest {
  method?: string;
  headers: AxiosHeaders;
  retries?: number;
}

/** No answer came, or a proxy said the API is away (502-504): the server is out of reach for now. */
export function serverAway(error: AxiosError): boolean {
  return error.response ? UNAVAILABLE_STATUSES.includes(error.response.status) : error.code === AxiosError.ERR_NETWORK;
}

function timedOut(error: AxiosError): boolean {
  return !error.response && (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT);
}

/** The request may or may not have been carried out: the server was away, or gave no answer within the timeout. */
export function answerLost(error: AxiosError): boolean {
  return serverAway(error) || timedOut(error);
}

function idempotencyKey(request: RetriedRequest): string | undefined {
  const key = request.headers.get(IDEMPOTENCY_KEY_HEADER);
  return request.method === 'post' && typeof key === 'string' ? key : undefined;
}

/** The server is still storing the first send with this key (any other 409 is a refusal: e-mail taken, tree limit reached...). */
function stillInProgress(error: AxiosError): boolean {
  return error.response?.status === 409 && (error.response.data as Partial<ApiError> | undefined)?.code === IDEMPOTENCY_IN_PROGRESS;
}

/**
 * The one rule of what is sent again, for every call of the HTTP client:
 * - a GET, which changes nothing, while the server is away (no answer, 502-504), without end:
 *   the screen waiting for it fills in by itself when the server is back, and nothing else
 *   could make it. A timeout is not retried: it may be a request that is always slow, which
 *   asking forever would only hide (and make slower); its screen shows the error.
 * - a POST with an Idempotency-Key (a create), whenever its answer is lost (a timeout too: the
 *   key makes it safe, and only a retry tells the user whether it was stored), and on the 409
 *   that says its first send is still being stored; at most CREATE_RETRIES times, because the user
 *   is waiting on a form and can send it again (with the same key) once told it failed.
 * - nothing else: PATCH, DELETE and a POST without a key could be carried out twice.
 */
export function shouldRetry(error: unknown, request: RetriedRequest): boolean {
  if (!isAxiosError(error)) return false;
  if (request.method === 'get') return serverAway(error);
  const key = idempotencyKey(request);
  if (!key || (request.retries ?? 0) >= CREATE_RETRIES) return false;
  return answerLost(error) || stillInProgress(error);
}

/** The pause before the next try: doubling from RETRY_FIRST_MS up to RETRY_MAX_MS, and at least the server's Retry-After. */
export function retryDelayMs(error: AxiosError, retries: number): number {
  const retryAfterMs = (Number(error.response?.headers['retry-after']) || 0) * 1000;
  return Math.min(RETRY_MAX_MS, Math.max(retryAfterMs, RETRY_FIRST_MS * 2 ** retries));
}
