import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { OFFICE_SCREEN_REFETCH_WINDOW_MS, type Lang, type OfficeScreenView } from '@lesne/contracts';
import { throttled } from '../../shared/throttled';
import { connectOfficeScreen } from './office-screen-socket';
import { isRevokedAnswer, officeScreenQuery } from './office-screen.queries';

export interface OfficeScreenState {
  view: OfficeScreenView | undefined;
  /** when the view was last fetched (0 before the first answer) */
  fetchedAt: number;
  /** since when the socket has been down; null while it is up */
  socketDownSince: number | null;
  revoked: boolean;
}

/**
 * One screen's view, kept live: asked again on the company's pushes (throttled), on every
 * (re)connection and by a safety interval; it stops, socket included, once the link is revoked
 * (a push saying so, or a 404).
 */
export function useOfficeScreen(token: string, lang: Lang): OfficeScreenState {
  const queryClient = useQueryClient();
  const [revokedLive, setRevokedLive] = useState(false);
  // Down until the first connection: a socket that never comes up makes the screen stale too.
  const [socketDownSince, setSocketDownSince] = useState<number | null>(() => Date.now());
  const query = useQuery({ ...officeScreenQuery(token, lang), enabled: !revokedLive });
  const revoked = revokedLive || isRevokedAnswer(query.error);

  useEffect(() => {
    if (revoked) return;
    const { queryKey } = officeScreenQuery(token, lang);
    // A fetch under way (perhaps waiting for the server to come back) is answer enough: no second one.
    const refetch = () => void queryClient.refetchQueries({ queryKey, exact: true }, { cancelRefetch: false });
    const throttledRefetch = throttled(refetch, OFFICE_SCREEN_REFETCH_WINDOW_MS);
    const close = connectOfficeScreen(token, {
      onChange: throttledRefetch.run,
      onConnect: () => {
        setSocketDownSince(null);
        // Pushes sent while it was away are lost.
        refetch();
      },
      onDisconnect: () => setSocketDownSince((since) => since ?? Date.now()),
      onRefused: refetch,
      onRevoked: () => setRevokedLive(true),
    });
    return () => {
      throttledRefetch.stop();
      close();
    };
  }, [token, lang, revoked, queryClient]);

  return { view: query.data, fetchedAt: query.dataUpdatedAt, socketDownSince: revoked ? null : socketDownSince, revoked };
}
