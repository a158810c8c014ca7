import type { ServerToClientEvents } from '@lesne/contracts';

/** The events the server pushes (libs/contracts/realtime.ts) and what each one carries. */
export type LiveEvent = keyof ServerToClientEvents;
export type LivePayload<E extends LiveEvent> = Parameters<ServerToClientEvents[E]>[0];
type Handler<E extends LiveEvent> = (payload: LivePayload<E>) => void;

/**
 * Where the app listens for live events (mostly features/live/useLiveCache.ts, which puts them
 * into the query cache). The socket (socket.ts) feeds it; nothing else touches the socket, so a
 * new socket after a new sign-in keeps every listener, and tests push events here without a server.
 */
const handlers = new Map<LiveEvent, Set<Handler<never>>>();
const connectHandlers = new Set<() => void>();

export function onLive<E extends LiveEvent>(event: E, handler: Handler<E>): () => void {
  let set = handlers.get(event);
  if (!set) handlers.set(event, (set = new Set()));
  const stored = handler as Handler<never>;
  set.add(stored);
  return () => set.delete(stored);
}

/**
 * Called on every (re)connection: events sent while the socket was away are lost, so
 * whatever is shown should be asked for again.
 */
export function onLiveConnect(handler: () => void): () => void {
  connectHandlers.add(handler);
  return () => connectHandlers.delete(handler);
}

export function emitLive<E extends LiveEvent>(event: E, payload: LivePayload<E>): void {
  for (const handler of [...(handlers.get(event) ?? [])]) (handler as Handler<E>)(payload);
}

export function emitLiveConnect(): void {
  for (const handler of [...connectHandlers]) handler();
}

/** Whether anything listens (tests check that screens let go when they unmount). */
export function liveListenerCount(event?: LiveEvent): number {
  if (event) return handlers.get(event)?.size ?? 0;
  return [...handlers.values()].reduce((sum, set) => sum + set.size, connectHandlers.size);
}
