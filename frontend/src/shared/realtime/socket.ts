import type { Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@lesne/contracts';
import { emitLive, emitLiveConnect, type LiveEvent, type LivePayload } from './live-bus';

type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** After the server refused the token, socket.io stops trying; we try again, less and less often. */
const RETRY_FIRST_MS = 5_000;
const RETRY_MAX_MS = 60_000;

let socket: LiveSocket | null = null;
let currentToken: string | null = null;
let connecting: Promise<void> = Promise.resolve();
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retryDelay = RETRY_FIRST_MS;

/**
 * One socket per session, to the API's origin and default path, signed with the access token.
 * A second call with the same token keeps the socket; a new token (sign-in, login-as) replaces it.
 * The promise settles once the socket is made (tests wait on it).
 * socket.io reconnects by itself when the connection drops (an API restart included).
 */
export function connectLive(token: string): Promise<void> {
  if (currentToken === token) return connecting;
  disconnectLive();
  currentToken = token;
  // socket.io's client loads with the first connection, after the page has shown: no page waits for it.
  connecting = import('socket.io-client').then(({ io }) => {
    if (currentToken === token) open(io({ auth: { token } }));
  });
  return connecting;
}

function open(created: LiveSocket): void {
  socket = created;
  created.on('connect', () => {
    retryDelay = RETRY_FIRST_MS;
    emitLiveConnect();
  });
  created.on('connect_error', () => {
    // A refusal by the server (e.g. an expired token) is final for socket.io; a network failure is not.
    if (created.active || socket !== created) return;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => socket === created && created.connect(), retryDelay);
    retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
  });
  created.onAny((event: string, payload: unknown) => emitLive(event as LiveEvent, payload as LivePayload<LiveEvent>));
}

/** On logout, or before connecting with another token. */
export function disconnectLive(): void {
  clearTimeout(retryTimer);
  retryDelay = RETRY_FIRST_MS;
  socket?.removeAllListeners();
  socket?.offAny();
  socket?.disconnect();
  socket = null;
  currentToken = null;
}
