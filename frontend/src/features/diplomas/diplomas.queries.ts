import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BulkDiplomasRequest, DiplomaListResponse, DiplomaRow, DiplomaRunProgress, DiplomaRunsResponse, DocumentLang } from '@lesne/contracts';
import { httpStatus, serverMessage } from '../../shared/api/errors';
import { notifyFailure, notifyInfo, notifySuccess } from '../../shared/feedback/notify';
import {
  fetchDiplomaRuns,
  fetchDiplomas,
  generateDiploma,
  saveDiplomaName,
  sendDiplomaEmail,
  startDiplomaRun,
  type DiplomaListQuery,
} from './diplomas.api';
import type { RowWork } from './DiplomaTable';

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

/** The name printed on someone's diploma: the row shows it at once; a new name takes the old diploma away, so the lists are asked again. */
export function useSaveDiplomaName() {
  const { t } = useTranslation('diplomas');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ row, name }: { row: DiplomaRow; name: string }) => saveDiplomaName({ user_id: row.user_id, name }),
    onSuccess: (_answer, { row, name }) => {
      notifySuccess(t('name.saved'));
      queryClient.setQueriesData<DiplomaListResponse>({ queryKey: diplomaKeys.lists() }, (page) =>
        page && {
          ...page,
          items: page.items.map((item) => (item.user_id === row.user_id ? { ...item, _user: { ...item._user, diplomaName: name } } : item)),
        },
      );
      void queryClient.invalidateQueries({ queryKey: diplomaKeys.lists() });
    },
    onError: (error) => notifyFailure(t('name.error'), error),
  });
}

const ROW_WORK_ERRORS = { generate: 'toast.generateError', send: 'toast.sendError' } as const;

/** Queues one row's diploma to generate or send (202); what became of it is useRowWork's to follow. */
export function useRowWorkRequest() {
  const { t } = useTranslation('diplomas');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ work, userId, lang }: { work: RowWork; userId: number; lang: DocumentLang }) =>
      (work === 'generate' ? generateDiploma : sendDiplomaEmail)({ user_id: userId, lang }),
    onError: (error, { work }) => {
      notifyFailure(t(ROW_WORK_ERRORS[work]), error);
      // a refusal may come of a change the page does not show yet (a mail asked for within the hour)
      void queryClient.invalidateQueries({ queryKey: diplomaKeys.lists() });
    },
  });
}

const RUN_TEXTS = {
  generate: { nothing: 'bulk.nothingToGenerate', failure: 'toast.generateError' },
  send: { nothing: 'bulk.nothingToSend', failure: 'toast.sendError' },
} as const;

/** Starts one server job for every row an action covers; its progress shows at once and then follows the pushes. */
export function useStartDiplomaRun() {
  const { t } = useTranslation('diplomas');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkDiplomasRequest) => startDiplomaRun(body),
    onSuccess: (progress) => putDiplomaRun(queryClient, progress),
    onError: (error, { action }) => {
      // 409: nothing to do (the server counted again), said as an info, not a failure.
      if (httpStatus(error) === 409) notifyInfo(serverMessage(error) ?? t(RUN_TEXTS[action].nothing));
      else notifyFailure(t(RUN_TEXTS[action].failure), error);
    },
  });
}
