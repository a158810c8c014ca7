import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { StravaCodeRequest, StravaConsent, StravaStatusResponse } from '@lesne/contracts';
import { notifyFailure, notifySuccess } from '../../shared/feedback/notify';
import {
  changeStravaConsent,
  deleteStravaConnection,
  exchangeStravaCode,
  fetchStravaNotCounted,
  fetchStravaStatus,
  requestStravaResync,
} from './integrations.api';

export const integrationKeys = {
  all: ['integrations'] as const,
  strava: () => [...integrationKeys.all, 'strava'] as const,
  notCounted: () => [...integrationKeys.all, 'strava', 'not-counted'] as const,
};

export const stravaStatusQuery = queryOptions({ queryKey: integrationKeys.strava(), queryFn: fetchStravaStatus });

export const stravaNotCountedQuery = queryOptions({ queryKey: integrationKeys.notCounted(), queryFn: fetchStravaNotCounted });

/** Disconnecting: the connection is gone from the page, and so is what Strava's data showed. */
export function useDisconnectStrava(texts: { error: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteStravaConnection(),
    onSuccess: (message) => {
      notifySuccess(message);
      queryClient.setQueryData<StravaStatusResponse>(stravaStatusQuery.queryKey, (shown) => shown && { ...shown, connection: null, revokedAt: null });
      queryClient.removeQueries({ queryKey: integrationKeys.notCounted() });
      void queryClient.invalidateQueries({ queryKey: integrationKeys.strava() });
    },
    onError: (error) => notifyFailure(texts.error, error),
  });
}

/** What becomes of the user's Strava results when the link ends, chosen again. */
export function useChangeStravaConsent(texts: { error: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (consent: StravaConsent) => changeStravaConsent(consent),
    onSuccess: (message, consent) => {
      notifySuccess(message);
      queryClient.setQueryData<StravaStatusResponse>(
        stravaStatusQuery.queryKey,
        (shown) => shown && { ...shown, connection: shown.connection && { ...shown.connection, consent } },
      );
    },
    onError: (error) => notifyFailure(texts.error, error),
  });
}

/** The user's own re-sync; the list follows once the import it starts is done ('strava:import'). */
export function useStravaResync(texts: { error: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => requestStravaResync(),
    onSuccess: ({ message }) => {
      notifySuccess(message);
      void queryClient.invalidateQueries({ queryKey: integrationKeys.notCounted() });
    },
    onError: (error) => notifyFailure(texts.error, error),
  });
}

/** The code Strava sent the user back with, traded for the connection; the page asks for it afresh. Its outcome is the page's to show. */
export function useExchangeStravaCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: StravaCodeRequest) => exchangeStravaCode(request),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: stravaStatusQuery.queryKey }),
  });
}
