import { act, screen } from '@testing-library/react';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { TOKEN_STORAGE_KEY } from '@lesne/contracts';
import { http } from '../shared/api/http';
import { useConnectionStore } from '../shared/api/connection.store';
import { readStoredTokens, useAuthStore } from '../shared/auth/auth.store';
import { renderRoutes } from '../test/render';
import { ROUTE_CHANGE_CHECK_DELAY_MS } from '../features/auth/useSessionCheck';
import { AppShell } from './AppShell';

jest.mock('../shared/navigation');

/** The API through the test: away (503 with Retry-After, as the server answers an outage) until `serverBack()`. */
function serverAway() {
  const sent: InternalAxiosRequestConfig[] = [];
  let back = false;
  http.defaults.adapter = async (config) => {
    sent.push(config);
    if (back) return { data: { userId: 1, role: 'regular', companyId: 1, actingAdminId: null }, status: 200, statusText: '', headers: {}, config };
    const response = { data: { statusCode: 503, message: 'Serwer chwilowo nie odpowiada.', error: 'Service Unavailable' }, status: 503, statusText: '', headers: { 'retry-after': '5' }, config };
    throw new AxiosError('unavailable', '503', config, undefined, response);
  };
  return { sent, serverBack: () => (back = true) };
}

describe('while the server is away', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
    localStorage.setItem(TOKEN_STORAGE_KEY, 't1');
    useAuthStore.setState(readStoredTokens());
    useConnectionStore.setState({ reconnecting: false });
  });

  afterEach(() => jest.useRealTimers());

  it('keeps the user signed in, shows that it is reconnecting, and hides that once the server answers again', async () => {
    const { sent, serverBack } = serverAway();
    renderRoutes([{ element: <AppShell />, children: [{ path: '/', element: <p>Strona główna</p> }] }]);

    // The session check, a second after start, meets the outage.
    await act(() => jest.advanceTimersByTimeAsync(ROUTE_CHANGE_CHECK_DELAY_MS));
    expect(sent.map((config) => config.url)).toEqual(['/auth/me']);
    expect(screen.getByText('Łączenie z serwerem…')).toBeVisible();
    expect(screen.getByText('Strona główna')).toBeInTheDocument();
    expect([useAuthStore.getState().token, localStorage.getItem(TOKEN_STORAGE_KEY)]).toEqual(['t1', 't1']);

    await act(() => jest.advanceTimersByTimeAsync(5_000));
    expect(sent).toHaveLength(2);
    expect(screen.getByText('Łączenie z serwerem…')).toBeVisible();

    serverBack();
    await act(() => jest.advanceTimersByTimeAsync(5_000));
    expect(sent).toHaveLength(3);
    expect(screen.queryByText('Łączenie z serwerem…')).not.toBeInTheDocument();
    expect(useAuthStore.getState().token).toBe('t1');
  });
});
