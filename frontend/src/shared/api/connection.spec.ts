import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { readStoredTokens, useAuthStore } from '../auth/auth.store';
import { useConnectionStore } from './connection.store';
import { http } from './http';
import { RETRY_FIRST_MS, RETRY_MAX_MS } from './retry';

jest.mock('../navigation');

type Answer = number | 'offline';

/** Answers the requests in turn through the test instead of the network (the last answer repeats); returns what was sent. */
function answerInTurn(answers: Answer[], headers: Record<string, string> = {}) {
  const sent: InternalAxiosRequestConfig[] = [];
  http.defaults.adapter = async (config) => {
    sent.push(config);
    const answer = answers[Math.min(sent.length, answers.length) - 1];
    if (answer === 'offline') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const response = { data: {}, status: answer, statusText: '', headers, config };
    if (answer < 300) return response;
    throw new AxiosError('failed', String(answer), config, undefined, response);
  };
  return sent;
}

const reconnecting = () => useConnectionStore.getState().reconnecting;

describe('the http client while the server is away', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
    sessionStorage.clear();
    useAuthStore.setState(readStoredTokens());
    useAuthStore.getState().signIn('t1', true);
    useConnectionStore.setState({ reconnecting: false });
  });

  afterEach(() => jest.useRealTimers());

  it('keeps the session through 503s, says it is reconnecting, and asks a GET again, less and less often, until the server answers', async () => {
    const sent = answerInTurn([503, 503, 503, 200]);
    const answered = http.get('/user');

    await jest.advanceTimersByTimeAsync(0);
    expect([sent.length, reconnecting(), useAuthStore.getState().token]).toEqual([1, true, 't1']);
    await jest.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    expect(sent).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(2 * RETRY_FIRST_MS - 1);
    expect(sent).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1 + 4 * RETRY_FIRST_MS);

    await expect(answered).resolves.toMatchObject({ status: 200 });
    expect(sent).toHaveLength(4);
    expect(sent[3].headers.get('Authorization')).toBe('Bearer t1');
    expect([reconnecting(), useAuthStore.getState().token]).toEqual([false, 't1']);
  });

  it("waits at least the server's Retry-After, and never more than the longest pause", async () => {
    const sent = answerInTurn([503, 200], { 'retry-after': '5' });
    const answered = http.get('/user');
    await jest.advanceTimersByTimeAsync(4_999);
    expect(sent).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    await expect(answered).resolves.toMatchObject({ status: 200 });

    const patient = answerInTurn([503, 200], { 'retry-after': '3600' });
    const later = http.get('/user');
    await jest.advanceTimersByTimeAsync(RETRY_MAX_MS);
    await expect(later).resolves.toMatchObject({ status: 200 });
    expect(patient).toHaveLength(2);
  });

  it('asks a GET again after a failed connection, and any answer, even an error, ends the reconnecting', async () => {
    const sent = answerInTurn(['offline', 404]);
    const answered = http.get('/user');
    await jest.advanceTimersByTimeAsync(0);
    expect(reconnecting()).toBe(true);
    const failed = expect(answered).rejects.toMatchObject({ response: { status: 404 } });
    await jest.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    await failed;
    expect([sent.length, reconnecting(), useAuthStore.getState().token]).toEqual([2, false, 't1']);
  });

  it('leaves a 500 to the screen that asked: a server error, not an outage', async () => {
    const sent = answerInTurn([500]);
    await expect(http.get('/user')).rejects.toMatchObject({ response: { status: 500 } });
    expect([sent.length, reconnecting(), useAuthStore.getState().token]).toEqual([1, false, 't1']);
  });
});
