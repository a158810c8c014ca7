import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { StravaImportItem, StravaImportListResponse, StravaUpdateRequest } from '@lesne/contracts';
import { useIdempotencyKey } from '../../shared/api/useIdempotencyKey';
import { fetchStravaImports, startStravaImport, type StravaImportsQuery } from './strava-imports.api';

export const stravaImportKeys = {
  all: ['stravaImports'] as const,
  page: (query: StravaImportsQuery) => [...stravaImportKeys.all, query] as const,
};

/** A page of the import log; the page shown stays while another one loads. */
export const stravaImportsQuery = (query: StravaImportsQuery) =>
  queryOptions({
    queryKey: stravaImportKeys.page(query),
    queryFn: () => fetchStravaImports(query),
    placeholderData: keepPreviousData,
    meta: { failureToast: 'stravaImports:log.fetchError' },
  });

/**
 * The newest imports, for the users page to show beside their users: a failure is only logged,
 * as the users stay usable without them.
 */
export const recentStravaImportsQuery = queryOptions({
  queryKey: stravaImportKeys.page({ page: 1, perpage: 100 }),
  queryFn: () => fetchStravaImports({ page: 1, perpage: 100 }),
  meta: { logFailure: 'The recent Strava imports could not be loaded' },
});

const isFirstPage = (queryKey: readonly unknown[]) => (queryKey[1] as StravaImportsQuery | undefined)?.page === 1;

/**
 * An import as it is now (the answer that started it, or a 'strava:import' push) put into the
 * log pages shown: in place when a page holds it; a new one goes on top of the first pages,
 * and every page is asked again, as it moved the others down.
 */
export function putStravaImport(queryClient: QueryClient, item: StravaImportItem): void {
  const pages = queryClient.getQueriesData<StravaImportListResponse>({ queryKey: stravaImportKeys.all });
  const known = pages.some(([, page]) => page?.items.some((shown) => shown.id === item.id));
  for (const [queryKey, page] of pages) {
    if (!page) continue;
    if (known) {
      queryClient.setQueryData<StravaImportListResponse>(queryKey, {
        ...page,
        items: page.items.map((shown) => (shown.id === item.id ? item : shown)),
      });
    } else if (isFirstPage(queryKey)) {
      queryClient.setQueryData<StravaImportListResponse>(queryKey, { ...page, items: [item, ...page.items], itemsTotal: page.itemsTotal + 1 });
    }
  }
  if (!known) void queryClient.invalidateQueries({ queryKey: stravaImportKeys.all });
}

/** A platform admin imports a user's Strava activities again: the log shows it at once, before any push. A failure is the form's to show. */
export function useStartStravaImport() {
  const queryClient = useQueryClient();
  const withKey = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: StravaUpdateRequest) => withKey(startStravaImport, body),
    onSuccess: (item) => putStravaImport(queryClient, item),
  });
}
