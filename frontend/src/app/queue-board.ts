import { http } from '../shared/api/http';

/** Bull Board, served by the API to platform admins (backend/src/operations/queue-board). */
export const QUEUE_BOARD_URL = `${http.defaults.baseURL}/admin/queues/`;

/**
 * Opens the queue board in a new tab. A tab sends no Authorization header, so the API first
 * trades the access token for a pass cookie on the board's path. The tab is opened within the
 * click, where no popup blocker stops it, and led to the board once the pass is set.
 */
export async function openQueueBoard(): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    await http.post('/admin/queues/session');
  } catch (error) {
    tab?.close();
    throw error;
  }
  if (tab) tab.location.href = QUEUE_BOARD_URL;
  else window.location.assign(QUEUE_BOARD_URL);
}
