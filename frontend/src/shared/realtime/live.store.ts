import { create } from 'zustand';
import type { ReviewCounts } from '@lesne/contracts';

/** Live counters the layout shows: the entries waiting for a company admin (the sidebar badge). */
interface LiveState {
  reviewCounts: ReviewCounts | null;
  setReviewCounts(counts: ReviewCounts | null): void;
}

export const useLiveStore = create<LiveState>()((set) => ({
  reviewCounts: null,
  setReviewCounts: (reviewCounts) => set({ reviewCounts }),
}));

/** Pending plus flagged: the number on the badge. */
export function reviewTotal(counts: ReviewCounts | null): number {
  return counts ? counts.pending + counts.flagged : 0;
}
