import type { StravaImportItem, StravaImportListResponse } from '@lesne/contracts';

/** An import as the platform admins' log gets it: its state and pages, not the person's counts. */
export function anImport(overrides: Partial<StravaImportItem> = {}): StravaImportItem {
  return {
    id: 1,
    userId: 32,
    userName: 'Ewa',
    userEmail: 'ewa@zielona.demo',
    dateFrom: '2025-06-01',
    state: 'running',
    pagesFetched: 1,
    imported: null,
    skipped: null,
    removed: null,
    resumesAt: null,
    error: null,
    requestedAt: '2025-06-20T08:00:00.000Z',
    finishedAt: null,
    ...overrides,
  };
}

export const importPage = (items: StravaImportItem[], itemsTotal = items.length): StravaImportListResponse => ({
  items,
  itemsTotal,
  curPage: 1,
  pageTotal: Math.max(1, Math.ceil(itemsTotal / 25)),
});
