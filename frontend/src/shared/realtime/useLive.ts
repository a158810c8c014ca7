import { useEffect, useEffectEvent } from 'react';
import { onLive, type LiveEvent, type LivePayload } from './live-bus';

/** Listens to a live event while the component is shown; the newest handler is always called. */
export function useLiveEvent<E extends LiveEvent>(event: E, handler: (payload: LivePayload<E>) => void): void {
  const onEvent = useEffectEvent(handler);
  useEffect(() => onLive(event, (payload) => onEvent(payload)), [event]);
}
