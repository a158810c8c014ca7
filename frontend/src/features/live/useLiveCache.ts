import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CompanyResponse, DetailedActivityItem, UserProfile } from '@lesne/contracts';
import { environmentalStats } from '@lesne/domain';
import { onLive, onLiveConnect, type LivePayload } from '../../shared/realtime/live-bus';
import { throttled } from '../../shared/throttled';
import { activityKeys } from '../activities';
import { reviewKeys } from '../approvals';
import { certificateKeys } from '../certificates';
import { companyKeys } from '../company';
import { diplomaKeys, putDiplomaRun } from '../diplomas';
import { rankingKeys } from '../ranking';
import { putStravaImport, stravaImportKeys } from '../strava-imports';
import { userKeys } from '../user';

/** A bulk diploma run changes many rows a second: the diplomas table asks again at most this often. */
export const DIPLOMA_LIST_REFRESH_MS = 1000;

/** The company's totals are the push's own: its stats follow from them (libs/domain). */
function withTotals(company: CompanyResponse, totals: LivePayload<'totals:changed'>): CompanyResponse {
  const { treeSum, distanceSum, activityCount } = totals;
  return { ...company, stats: { ...company.stats, treeSum, distanceSum, activities: activityCount, ...environmentalStats(treeSum) } };
}

function withStatus(items: DetailedActivityItem[], { activityId, status }: LivePayload<'activity:status'>): DetailedActivityItem[] {
  if (status === 'deleted') return items.filter((item) => item.id !== activityId);
  return items.map((item) => (item.id === activityId ? { ...item, status } : item));
}

/**
 * The live events (libs/contracts/realtime.ts) put into the query cache. What a push carries
 * goes in as it is (setQueryData): the company's totals, the user's own totals, the review
 * counts, an entry's new status, a Strava import's or a bulk diploma run's progress. What it
 * cannot replace is asked again, and only while shown: rankings and opened ranking rows (new
 * totals may reorder them), the user's own results when their totals moved, the review lists,
 * the company once its event closed, the import log when a new import moved its pages, the
 * diplomas table (throttled) and the user's diploma when a diploma changed, the certificate.
 *
 * No throttle here: the workers push a company's totals at most once a second (live-emitter.ts),
 * which bounds, in one place, how often every open page of the company asks for its ranking
 * again; a second window in each browser would only show every change later.
 */
function applyLiveEvents(queryClient: QueryClient): Array<() => void> {
  const refreshRankings = () => {
    void queryClient.invalidateQueries({ queryKey: rankingKeys.all });
    // Open rows ask again; closed ones forget theirs and load afresh when opened.
    void queryClient.invalidateQueries({ queryKey: activityKeys.approved() });
    queryClient.removeQueries({ queryKey: activityKeys.approved(), type: 'inactive' });
  };
  const refreshDiplomas = throttled(() => void queryClient.invalidateQueries({ queryKey: diplomaKeys.lists() }), DIPLOMA_LIST_REFRESH_MS);
  return [
    refreshDiplomas.stop,
    onLive('totals:changed', (totals) => {
      queryClient.setQueryData<CompanyResponse>(companyKeys.current, (company) =>
        company?.id === totals.companyId ? withTotals(company, totals) : company,
      );
      refreshRankings();
    }),
    onLive('event:closed', ({ companyId }) => {
      if (queryClient.getQueryData<CompanyResponse>(companyKeys.current)?.id === companyId) {
        void queryClient.invalidateQueries({ queryKey: companyKeys.current });
      }
    }),
    onLive('user:totals', ({ userId, kmSum, treeSum }) => {
      queryClient.setQueryData<UserProfile>(userKeys.profile, (profile) =>
        profile?.id === userId ? { ...profile, kmSum, treeSum } : profile,
      );
      // The user's own results may have changed without them doing anything here: a run imported from Strava, or removed there.
      void queryClient.invalidateQueries({ queryKey: activityKeys.mine() });
    }),
    onLive('review:counts', ({ pending, flagged }) => {
      queryClient.setQueryData(reviewKeys.counts(), { pending, flagged });
      // Someone added, flagged or decided an entry (another admin, too): both lists may have changed.
      void queryClient.invalidateQueries({ queryKey: reviewKeys.lists() });
    }),
    onLive('activity:status', (change) => {
      queryClient.setQueriesData<DetailedActivityItem[]>({ queryKey: activityKeys.mine() }, (items) => items && withStatus(items, change));
    }),
    // Platform admins only: a Strava re-import moved on.
    onLive('strava:import', (item) => putStravaImport(queryClient, item)),
    // Company admins: a bulk diploma run moved on; once it ends, the table's rows and counts changed.
    onLive('diplomas:progress', (run) => {
      putDiplomaRun(queryClient, run);
      if (run.finished) void queryClient.invalidateQueries({ queryKey: diplomaKeys.lists() });
    }),
    // A diploma was made, invalidated or mailed: the admins' table, and the participant's own card.
    onLive('diploma:changed', ({ userId }) => {
      refreshDiplomas.run();
      if (queryClient.getQueryData<UserProfile>(userKeys.profile)?.id === userId) {
        void queryClient.invalidateQueries({ queryKey: userKeys.profile });
      }
    }),
    onLive('certificate:changed', () => void queryClient.invalidateQueries({ queryKey: certificateKeys.current })),
    // Events sent while the socket was away are lost: whatever they keep up to date is asked again.
    onLiveConnect(() => {
      const keys = [companyKeys.current, userKeys.profile, reviewKeys.all, activityKeys.mine(), stravaImportKeys.all, diplomaKeys.all, certificateKeys.current];
      for (const queryKey of keys) {
        void queryClient.invalidateQueries({ queryKey });
      }
      refreshRankings();
    }),
  ];
}

/** Keeps the query cache live while the signed-in layout is shown. */
export function useLiveCache(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stops = applyLiveEvents(queryClient);
    return () => stops.forEach((stop) => stop());
  }, [queryClient]);
}
