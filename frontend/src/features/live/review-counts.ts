import { fetchReviewCounts } from '../activities/activities.api';
import { reportQuietly } from '../../shared/feedback/notify';
import { useLiveStore } from '../../shared/realtime/live.store';

/** Asks for the pending and flagged counts (company admins' badge); a failure keeps the last ones. */
export async function refreshReviewCounts(): Promise<void> {
  try {
    useLiveStore.getState().setReviewCounts(await fetchReviewCounts());
  } catch (error) {
    reportQuietly('The review counts could not be loaded', error);
  }
}
