import { QueryCache, QueryClient, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { useEffect } from 'react';
import { useAuthStore } from '../auth/auth.store';
import { notifyError, reportQuietly } from '../feedback/notify';

/** What a failed load tells besides what its screen shows (the screen shows the error where the data would be). */
interface LoadFailureFeedback {
  /** an error toast with this text (an i18n key) */
  failureToast?: string;
  /** only logged, under this description: what is shown stays usable */
  logFailure?: string;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: LoadFailureFeedback;
  }
}

/**
 * The cache of everything the SPA loads from the API (made here for the app and for every
 * test). Screens ask when they open; writes and live events keep what they show up to date
 * (features/live/useLiveCache.ts).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError(error, query) {
        const { failureToast, logFailure }: LoadFailureFeedback = query.meta ?? {};
        if (failureToast) notifyError(i18next.t(failureToast));
        if (logFailure) reportQuietly(logFailure, error);
      },
    }),
    defaultOptions: {
      queries: {
        // One layer retries, the HTTP client (http.ts): while the server is away (no answer,
        // 502-504) it asks a GET again with backoff and Retry-After and shows the reconnecting
        // banner. Any other failure is the server's answer, shown as it is: retrying here too
        // would only ask again on top of it.
        retry: false,
        // Live events and a socket reconnection say when data changed; focus and the browser's
        // online flag add nothing but requests.
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
    },
  });
}

/**
 * Nothing one session loaded is shown to the next: a new token (a sign-in, an ended session)
 * starts from an empty cache, as a new profile and company are loaded for it.
 */
export function useQueryCacheOfSession(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      useAuthStore.subscribe((state, previous) => {
        if (state.token !== previous.token) queryClient.clear();
      }),
    [queryClient],
  );
}
