import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { IDEMPOTENCY_IN_PROGRESS, IDEMPOTENCY_KEY_HEADER } from '@lesne/contracts';
import { readStoredTokens, useAuthStore } from '../auth/auth.store';
import { useConnectionStore } from './connection.store';
import { http } from './http';
import { newIdempotencyKey, postCreate } from './idempotent';
import { CREATE_RETRIES, RETRY_FIRST_MS } from './retry';

jest.mock('../navigation');

type Answer = number | 'offline' | 'timeout' | 'inProgress';

/** Answers the requests in turn through the test instead of the network (the last answer repeats); returns what was sent. */
function answerInTurn(answers: Answer[]) {
  const sent: InternalAxiosRequestConfig[] = [];
  http.defaults.adapter = async (config) => {
    sent.push(config);
    const answer = answers[Math.min(sent.length, answers.length) - 1];
    if (answer === 'offline') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    if (answer === 'timeout') throw new AxiosError('timeout of 15000ms exceeded', AxiosError.ECONNABORTED, config);
    if (answer === 'inProgress') {
      const data = { statusCode: 409, message: 'Żądanie z tym kluczem Idempotency-Key jest jeszcze przetwarzane.', error: 'Conflict', code: IDEMPOTENCY_IN_PROGRESS };
      throw new AxiosError('failed', '409', config, undefined, { data, status: 409, statusText: '', headers: {}, config });
    }
    const response = { data: { id: sent.length }, status: answer, statusText: '', headers: {}, config };
    if (answer < 300) return response;
    throw new AxiosError('failed', String(answer), config, undefined, response);
  };
  return sent;
}

const keysOf = (sent: InternalAxiosRequestConfig[]) => sent.map((config) => config.headers.get(IDEMPOTENCY_KEY_HEADER));

describe('a create sent with an Idempotency-Key', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    sessionStorage.clear();
    useAuthStore.setState(readStoredTokens());
    useAuthStore.getState().signIn('t1', false);
    useConnectionStore.setState({ reconnecting: false });
  });

  afterEach(() => jest.useRealTimers());

  it('is sent again with the same key when its answer is lost (no answer, 503, a timeout), 1, 2 then 4 s apart', async () => {
    const sent = answerInTurn(['offline', 503, 'timeout', 201]);
    const created = postCreate<{ id: number }>('/activity', { distance: 5 }, newIdempotencyKey());
    await jest.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    expect(sent).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(2 * RETRY_FIRST_MS);
    expect(sent).toHaveLength(3);
    await jest.advanceTimersByTimeAsync(4 * RETRY_FIRST_MS);

    await expect(created).resolves.toEqual({ id: 4 });
    const [key, ...retries] = keysOf(sent);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(retries).toEqual([key, key, key]);
    expect(sent.map((config) => [config.method, config.url, config.data])).toEqual(Array(4).fill(['post', '/activity', '{"distance":5}']));
  });

  it('sends the key it is given, the same for each send of one submission', async () => {
    const sent = answerInTurn(['offline', 201]);
    const created = postCreate('/team', { name: 'Dęby' }, 'k1');
    await jest.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    await created;
    expect(keysOf(sent)).toEqual(['k1', 'k1']);
  });

  it('is sent again with the same key while the server is still storing its first send (409 in progress), and ends with its answer', async () => {
    const sent = answerInTurn(['timeout', 'inProgress', 'inProgress', 201]);
    const created = postCreate<{ id: number }>('/activity', { distance: 5 }, 'k2');
    await jest.advanceTimersByTimeAsync(RETRY_FIRST_MS + 2 * RETRY_FIRST_MS);
    expect([sent.length, useConnectionStore.getState().reconnecting]).toEqual([3, true]);
    await jest.advanceTimersByTimeAsync(4 * RETRY_FIRST_MS);
    await expect(created).resolves.toEqual({ id: 4 });
    expect(useConnectionStore.getState().reconnecting).toBe(false);
    expect(keysOf(sent)).toEqual(['k2', 'k2', 'k2', 'k2']);
  });

  it('waits for the first send of an earlier submission of the same form too', async () => {
    const sent = answerInTurn([502]);
    const gaveUp = expect(postCreate('/activity', { distance: 5 }, 'k3')).rejects.toMatchObject({ response: { status: 502 } });
    await jest.advanceTimersByTimeAsync(60_000);
    await gaveUp;

    const resent = answerInTurn(['inProgress', 201]);
    const created = postCreate('/activity', { distance: 5 }, 'k3');
    await jest.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    await expect(created).resolves.toEqual({ id: 2 });
    expect(keysOf(resent)).toEqual(['k3', 'k3']);
    expect(sent).toHaveLength(1 + CREATE_RETRIES);
  });

  it('is not sent again after a refusal', async () => {
    const sent = answerInTurn([409]);
    await expect(postCreate('/team', { name: 'Dęby' }, newIdempotencyKey())).rejects.toMatchObject({ response: { status: 409 } });
    expect(sent).toHaveLength(1);
  });

  it(`gives up after ${CREATE_RETRIES} retries, failing with the last error`, async () => {
    const sent = answerInTurn([502]);
    const created = postCreate('/activity', {}, newIdempotencyKey());
    const failed = expect(created).rejects.toMatchObject({ response: { status: 502 } });
    await jest.advanceTimersByTimeAsync(60_000);
    await failed;
    expect(sent).toHaveLength(1 + CREATE_RETRIES);
    expect(new Set(keysOf(sent)).size).toBe(1);
  });
});
