import { useEffect, useRef } from 'react';
import { coalesce } from './coalesce';
import { onLive, onLiveConnect, type LiveEvent, type LivePayload } from './live-bus';

/** Listens to a live event while the component is shown; the newest handler is always called. */
export function useLiveEvent<E extends LiveEvent>(event: E, handler: (payload: LivePayload<E>) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => onLive(event, (payload) => latest.current(payload)), [event]);
}

interface LiveRefreshOptions {
  /** merge a burst of events into one refresh now and one at its end */
  windowMs?: number;
  /** also refresh after every (re)connection; off when something else asks again then */
  onConnect?: boolean;
}

/**
 * Asks again for what the component shows when one of `events` says it changed, and after
 * every (re)connection (what happened while away was not pushed). Bursts are merged.
 */
export function useLiveRefresh(
  events: readonly LiveEvent[],
  refresh: () => void,
  { windowMs = LIVE_REFRESH_WINDOW_MS, onConnect = true }: LiveRefreshOptions = {},
): void {
  const latest = useRef(refresh);
  latest.current = refresh;
  const key = events.join(',');
  useEffect(() => {
    const merged = coalesce(() => latest.current(), windowMs);
    const stops = (key ? key.split(',') : []).map((event) => onLive(event as LiveEvent, () => merged.run()));
    if (onConnect) stops.push(onLiveConnect(() => merged.run()));
    return () => {
      merged.cancel();
      stops.forEach((stop) => stop());
    };
  }, [key, windowMs, onConnect]);
}

/** A busy event sends many updates; screens ask again at most once a second and a half. */
export const LIVE_REFRESH_WINDOW_MS = 1_500;
