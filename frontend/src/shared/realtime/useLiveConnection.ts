import { useEffect } from 'react';
import { connectLive, disconnectLive } from './socket';

/**
 * Keeps the session's socket open while there is a token: a new token (sign-in, login-as)
 * reconnects with it, no token (logout, an expired session) disconnects.
 */
export function useLiveConnection(token: string | null): void {
  useEffect(() => {
    if (!token) return;
    void connectLive(token);
    return () => disconnectLive();
  }, [token]);
}
