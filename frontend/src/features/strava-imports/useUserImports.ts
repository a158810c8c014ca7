import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { StravaImportItem } from '@lesne/contracts';
import { useLiveEvent } from '../../shared/realtime/useLive';
import { recentStravaImportsQuery } from './strava-imports.queries';

const ACTIVE_STATES: ReadonlySet<StravaImportItem['state']> = new Set(['queued', 'running', 'waiting']);

/**
 * The import to show beside each user on the users page: the user's newest one while it runs,
 * and, once it ended, if this page saw it move (started here, or pushed live). Only a platform
 * admin may see imports (`enabled`).
 */
export function useUserImports(enabled: boolean) {
  const recent = useQuery({ ...recentStravaImportsQuery, enabled });
  const [followed, setFollowed] = useState<ReadonlySet<number>>(() => new Set());
  const follow = (id: number) => setFollowed((current) => (current.has(id) ? current : new Set(current).add(id)));
  // The cache takes the push (useLiveCache); this page only remembers it watched it.
  useLiveEvent('strava:import', (item) => follow(item.id));

  const newestByUser = new Map<number, StravaImportItem>();
  for (const item of recent.data?.items ?? []) {
    const shown = newestByUser.get(item.userId);
    if (!shown || item.id > shown.id) newestByUser.set(item.userId, item);
  }

  return {
    importOf(userId: number): StravaImportItem | undefined {
      const item = newestByUser.get(userId);
      return item && (ACTIVE_STATES.has(item.state) || followed.has(item.id)) ? item : undefined;
    },
    /** an import started here (its answer is in the cache already): it stays shown once it ended */
    started: (item: StravaImportItem) => follow(item.id),
  };
}
