import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { DiplomaRunProgress, DiplomaRunsResponse } from '@lesne/contracts';
import { fetchDiplomaRuns, fetchDiplomas, type DiplomaListQuery } from './diplomas.api';

export const diplomaKeys = {
  all: ['diplomas'] as const,
  lists: () => [...diplomaKeys.all, 'list'] as const,
  list: (query: DiplomaListQuery) => [...diplomaKeys.lists(), query] as const,
  runs: () => [...diplomaKeys.all, 'runs'] as const,
};

/** A page of the diplomas table; the page shown stays while another one (search, page, size) loads. */
export const diplomaListQuery = (query: DiplomaListQuery) =>
  queryOptions({
    queryKey: diplomaKeys.list(query),
    queryFn: () => fetchDiplomas(query),
    placeholderData: keepPreviousData,
  });

/** The bulk runs' progress: asked once when the screen opens, then kept by 'diplomas:progress' pushes. */
export const diplomaRunsQuery = queryOptions({
  queryKey: diplomaKeys.runs(),
  queryFn: fetchDiplomaRuns,
  staleTime: Infinity,
  meta: { logFailure: 'The diploma runs could not be loaded' },
});

/** A run as it is now (the answer that started it, or a push) put in place of its action's latest run; an older run's late push is ignored. */
export function putDiplomaRun(queryClient: QueryClient, progress: DiplomaRunProgress): void {
  queryClient.setQueryData<DiplomaRunsResponse>(diplomaKeys.runs(), (runs) => {
    // Not loaded yet: the screen asks for both runs when it opens.
    if (!runs) return runs;
    const shown = runs[progress.action];
    if (shown && shown.runId > progress.runId) return runs;
    return { ...runs, [progress.action]: progress };
  });
}
