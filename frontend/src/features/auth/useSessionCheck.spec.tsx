import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { TOKEN_STORAGE_KEY } from '@lesne/contracts';
import { readStoredTokens, useAuthStore } from '../../shared/auth/auth.store';
import { apiFailure } from '../../test/api-error';
import { checkSession } from './auth.api';
import { ROUTE_CHANGE_CHECK_DELAY_MS, SESSION_CHECK_INTERVAL_MS, useSessionCheck } from './useSessionCheck';

jest.mock('./auth.api');
const checkMock = jest.mocked(checkSession);

let goTo: (path: string) => void;
function Probe() {
  useSessionCheck();
  const navigate = useNavigate();
  useEffect(() => {
    goTo = (path) => void navigate(path);
  });
  return null;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Probe />
    </MemoryRouter>,
  );
}

describe('useSessionCheck', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    sessionStorage.clear();
    localStorage.clear();
    sessionStorage.setItem(TOKEN_STORAGE_KEY, 't1');
    useAuthStore.setState(readStoredTokens());
    checkMock.mockReset();
    checkMock.mockResolvedValue({ userId: 1, role: 'regular', companyId: 1, actingAdminId: null });
  });

  afterEach(() => jest.useRealTimers());

  it('checks a second after start and every 5 minutes', () => {
    renderAt('/');
    expect(checkMock).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(ROUTE_CHANGE_CHECK_DELAY_MS));
    expect(checkMock).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(SESSION_CHECK_INTERVAL_MS - ROUTE_CHANGE_CHECK_DELAY_MS));
    expect(checkMock).toHaveBeenCalledTimes(2);
    act(() => jest.advanceTimersByTime(SESSION_CHECK_INTERVAL_MS));
    expect(checkMock).toHaveBeenCalledTimes(3);
  });

  it('checks 1 second after a route change', () => {
    renderAt('/');
    act(() => jest.advanceTimersByTime(ROUTE_CHANGE_CHECK_DELAY_MS));
    act(() => goTo('/regulamin'));
    expect(checkMock).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(ROUTE_CHANGE_CHECK_DELAY_MS));
    expect(checkMock).toHaveBeenCalledTimes(2);
  });

  it.each(['/logowanie', '/rejestracja', '/zapomniane-haslo'])('never checks on %s', (path) => {
    renderAt(path);
    act(() => jest.advanceTimersByTime(SESSION_CHECK_INTERVAL_MS));
    expect(checkMock).not.toHaveBeenCalled();
  });

  it('does not check without a token', () => {
    sessionStorage.clear();
    useAuthStore.setState(readStoredTokens());
    renderAt('/');
    act(() => jest.advanceTimersByTime(SESSION_CHECK_INTERVAL_MS));
    expect(checkMock).not.toHaveBeenCalled();
  });

  it('keeps the session when the check fails for another reason than the token', async () => {
    checkMock.mockRejectedValue(apiFailure(503));
    renderAt('/');
    act(() => jest.advanceTimersByTime(ROUTE_CHANGE_CHECK_DELAY_MS));
    await act(async () => undefined);
    expect(useAuthStore.getState().token).toBe('t1');
  });
});
