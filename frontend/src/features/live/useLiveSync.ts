import { useEffect } from 'react';
import type { Role } from '@lesne/contracts';
import { useLiveEvent, useLiveRefresh } from '../../shared/realtime/useLive';
import { useLiveStore } from '../../shared/realtime/live.store';
import { useCompanyStore } from '../company/company.store';
import { useUserStore } from '../user/user.store';
import { refreshReviewCounts } from './review-counts';

function refreshCompany(): void {
  if (useCompanyStore.getState().company) void useCompanyStore.getState().refresh();
}

/** Company admins (and a platform admin looking at a company) review entries. */
export function reviewsEntries(role: Role, hasCompany: boolean): boolean {
  return hasCompany && (role === 'admin' || role === 'companyAdmin');
}

/**
 * What every signed-in screen keeps live: the company's totals and status, the user's own
 * totals and the review badge. After a (re)connection everything is asked for again, as
 * events sent in between were lost.
 */
export function useLiveSync({ role, hasCompany }: { role: Role; hasCompany: boolean }): void {
  const reviewer = reviewsEntries(role, hasCompany);

  useEffect(() => {
    if (reviewer) void refreshReviewCounts();
    else useLiveStore.getState().setReviewCounts(null);
  }, [reviewer]);

  // Totals change often in a busy event (merged); the close happens once and shows at once.
  useLiveRefresh(['totals:changed'], refreshCompany);
  useLiveEvent('event:closed', refreshCompany);

  useLiveEvent('user:totals', ({ userId, kmSum, treeSum }) => {
    if (useUserStore.getState().profile?.id === userId) useUserStore.getState().patchProfile({ kmSum, treeSum });
  });

  useLiveEvent('review:counts', ({ pending, flagged }) => {
    if (reviewer) useLiveStore.getState().setReviewCounts({ pending, flagged });
  });

  // The events above cover changes from now on; a (re)connection also means some were missed.
  useLiveRefresh([], () => {
    void useUserStore.getState().refresh();
    if (reviewer) void refreshReviewCounts();
  });
}
