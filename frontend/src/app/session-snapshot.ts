import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { SNAPSHOT_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@lesne/contracts';
import { companyKeys } from '../features/company/company.queries';
import { rankingKeys } from '../features/ranking/ranking.queries';
import { userKeys } from '../features/user/user.queries';
import { useAuthStore } from '../shared/auth/auth.store';
import { findToken } from '../shared/auth/token-storage';

/** What the frame and home show first: the user, their company and the ranking. */
const KEPT: QueryKey[] = [userKeys.profile, companyKeys.current, rankingKeys.all];

interface Snapshot {
  /** the session it belongs to: another token (another user, a new sign-in) never sees it */
  token: string;
  queries: Array<{ queryKey: QueryKey; data: unknown; updatedAt: number }>;
}

const isKept = (query: Query) => query.state.status === 'success' && KEPT.some((kept) => kept.every((part, index) => query.queryKey[index] === part));

function readSnapshot(storage: Storage): Snapshot | null {
  try {
    return JSON.parse(storage.getItem(SNAPSHOT_STORAGE_KEY) ?? 'null') as Snapshot | null;
  } catch {
    return null;
  }
}

function dropSnapshot(): void {
  for (const storage of [window.localStorage, window.sessionStorage]) storage.removeItem(SNAPSHOT_STORAGE_KEY);
}

/**
 * A returning visitor sees what their last visit loaded at once, then the same refreshed: the
 * restored queries count as out of date, so the warm-up and the screens ask for them again.
 */
export function restoreSessionSnapshot(queryClient: QueryClient): void {
  const stored = findToken(TOKEN_STORAGE_KEY);
  const snapshot = stored && readSnapshot(stored.storage);
  if (!stored || !snapshot || snapshot.token !== stored.value) return dropSnapshot();
  for (const { queryKey, data, updatedAt } of snapshot.queries) {
    // eslint-disable-next-line no-restricted-syntax -- the server's own answers of the last visit, put back as they were, not a write
    queryClient.setQueryData(queryKey, data, { updatedAt });
  }
  void queryClient.invalidateQueries({ predicate: isKept, refetchType: 'none' });
}

/**
 * Keeps the kept queries beside the token (in the same storage, so "remember me" decides how long)
 * whenever they change, and forgets them with the session: a sign-out, an expired token or another
 * sign-in removes them.
 */
export function keepSessionSnapshot(queryClient: QueryClient): () => void {
  const stopCache = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !isKept(event.query)) return;
    const stored = findToken(TOKEN_STORAGE_KEY);
    if (!stored || stored.value !== useAuthStore.getState().token) return;
    const queries = queryClient
      .getQueryCache()
      .findAll({ predicate: isKept })
      .map((query) => ({ queryKey: query.queryKey, data: query.state.data, updatedAt: query.state.dataUpdatedAt }));
    try {
      stored.storage.setItem(SNAPSHOT_STORAGE_KEY, JSON.stringify({ token: stored.value, queries } satisfies Snapshot));
    } catch {
      // A full storage only costs the next visit its head start.
    }
  });
  const stopAuth = useAuthStore.subscribe((state, previous) => {
    if (state.token !== previous.token) dropSnapshot();
  });
  return () => {
    stopCache();
    stopAuth();
  };
}
