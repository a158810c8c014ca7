import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { IDEMPOTENCY_IN_PROGRESS, IDEMPOTENCY_KEY_HEADER } from '@lesne/contracts';
import { CREATE_RETRIES, retryDelayMs, RETRY_FIRST_MS, RETRY_MAX_MS, shouldRetry, type RetriedRequest } from './retry';

type Failure = 'no answer' | 'timeout' | 502 | 503 | 504 | 409 | 500 | 400;

function failure(kind: Failure, headers: Record<string, string> = {}, data: object = {}): AxiosError {
  if (kind === 'no answer') return new AxiosError('Network Error', AxiosError.ERR_NETWORK);
  if (kind === 'timeout') return new AxiosError('timeout of 15000ms exceeded', AxiosError.ECONNABORTED);
  const response = { status: kind, data, headers, statusText: '', config: { headers: new AxiosHeaders() } };
  return new AxiosError('failed', String(kind), undefined, undefined, response as AxiosResponse);
}

let keys = 0;
function request(method: string, { keyed = false, retries = 0 } = {}): RetriedRequest {
  const headers = new AxiosHeaders();
  if (keyed) headers.set(IDEMPOTENCY_KEY_HEADER, `key-${++keys}`);
  return { method, headers, retries };
}

const FAILURES: Failure[] = ['no answer', 'timeout', 502, 503, 504, 409, 500, 400];

describe('the one retry rule', () => {
  it.each<[string, () => RetriedRequest, Failure[]]>([
    ['a GET, while the server is away', () => request('get'), ['no answer', 502, 503, 504]],
    ['a POST with an Idempotency-Key, whenever its answer is lost', () => request('post', { keyed: true }), ['no answer', 'timeout', 502, 503, 504]],
    ['a POST without a key: never', () => request('post'), []],
    ['a PATCH, even with a key: never', () => request('patch', { keyed: true }), []],
    ['a DELETE: never', () => request('delete'), []],
  ])('retries %s', (_, made, retried) => {
    expect(FAILURES.filter((kind) => shouldRetry(failure(kind), made()))).toEqual(retried);
  });

  it("takes the 409 coded as still in progress as a reason to ask again, and any other 409 as a refusal", () => {
    const create = request('post', { keyed: true, retries: 1 });
    expect(shouldRetry(failure(409, {}, { code: IDEMPOTENCY_IN_PROGRESS }), create)).toBe(true);
    expect(shouldRetry(failure(409, {}, { code: 'auth.emailTaken' }), create)).toBe(false);
    expect(shouldRetry(failure(409, {}, { code: IDEMPOTENCY_IN_PROGRESS }), request('post', { retries: 1 }))).toBe(false);
  });

  it(`asks a GET again without end, a create at most ${CREATE_RETRIES} times`, () => {
    expect(shouldRetry(failure(503), request('get', { retries: 1_000 }))).toBe(true);
    expect(shouldRetry(failure(503), request('post', { keyed: true, retries: CREATE_RETRIES - 1 }))).toBe(true);
    expect(shouldRetry(failure(503), request('post', { keyed: true, retries: CREATE_RETRIES }))).toBe(false);
  });

  it("waits 1, 2, 4... s up to the longest pause, and at least the server's Retry-After", () => {
    expect([0, 1, 2, 10].map((retries) => retryDelayMs(failure(503), retries))).toEqual([
      RETRY_FIRST_MS,
      2 * RETRY_FIRST_MS,
      4 * RETRY_FIRST_MS,
      RETRY_MAX_MS,
    ]);
    expect(retryDelayMs(failure(503, { 'retry-after': '5' }), 0)).toBe(5_000);
    expect(retryDelayMs(failure(503, { 'retry-after': '3600' }), 0)).toBe(RETRY_MAX_MS);
  });

  it('retries nothing but HTTP failures', () => {
    expect(shouldRetry(new Error('bug'), request('get'))).toBe(false);
  });
});
