import type { Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@lesne/contracts';

type ScreenSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface OfficeScreenSocketHandlers {
  /** the company's figures moved, or its event closed: the view is out of date */
  onChange(): void;
  onConnect(): void;
  onDisconnect(): void;
  /** the server refused or dropped this socket: the view (asked again) tells whether the link is gone */
  onRefused(): void;
  onRevoked(): void;
}

/** After a refusal socket.io stops trying; the screen tries again this long after. */
export const REFUSED_RETRY_MS = 30_000;

/**
 * A screen's own socket to the API's origin, with the link's token as its credential (not a
 * session's: socket.ts). socket.io reconnects by itself after a network or server loss.
 * Returns what closes it for good: listeners, timer and connection.
 */
export function connectOfficeScreen(token: string, handlers: OfficeScreenSocketHandlers): () => void {
  let socket: ScreenSocket | null = null;
  let closed = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const refused = () => {
    handlers.onRefused();
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => socket?.connect(), REFUSED_RETRY_MS);
  };

  void import('socket.io-client').then(({ io }) => {
    if (closed) return;
    const created: ScreenSocket = io({ auth: { officeScreenToken: token } });
    socket = created;
    created.on('connect', handlers.onConnect);
    created.on('disconnect', (reason) => {
      handlers.onDisconnect();
      if (reason === 'io server disconnect') refused();
    });
    created.on('connect_error', () => {
      handlers.onDisconnect();
      if (!created.active) refused();
    });
    created.on('totals:changed', handlers.onChange);
    created.on('event:closed', handlers.onChange);
    created.on('office-screen:revoked', handlers.onRevoked);
  });

  return () => {
    closed = true;
    clearTimeout(retryTimer);
    socket?.removeAllListeners();
    socket?.disconnect();
    socket = null;
  };
}
