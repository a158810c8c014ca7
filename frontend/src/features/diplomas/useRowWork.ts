import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiplomaRow, DocumentLang } from '@lesne/contracts';
import { notifyError, notifySuccess, reportQuietly } from '../../shared/feedback/notify';
import { useLiveEvent } from '../../shared/realtime/useLive';
import type { DiplomaListQuery } from './diplomas.api';
import { diplomaListQuery, useRowWorkRequest } from './diplomas.queries';
import type { RowWork } from './DiplomaTable';

interface Waiting {
  work: RowWork;
  name: string;
  /** the row's diploma link (generate) or sent date (send) when it was asked for */
  before: string | null;
  /** the push came; the row is being asked for afresh */
  settling: boolean;
}

const TEXTS = {
  generate: { done: 'toast.generated', failedFor: 'toast.generateFailedFor' },
  send: { done: 'toast.sent', failedFor: 'toast.sendFailedFor' },
} as const;

/**
 * How long a row waits for its push before it asks for itself: a worker that gives up on a
 * participant (or a push lost on the way) must not leave the row spinning. Long enough for a
 * diploma queued behind a whole bulk run.
 */
export const ROW_WAIT_MS = 90_000;

const witness = (work: RowWork, row: DiplomaRow | undefined) => (work === 'generate' ? row?.diplom : row?.emailSentDate) ?? null;

/**
 * One row's generate or send: the server queues it (202) and the row shows a spinner until
 * 'diploma:changed' for that user comes (or ROW_WAIT_MS passed). Then the page shown is asked for
 * afresh: a new diploma link (or sent date) means done, none means the worker gave up.
 */
export function useRowWork(pageShown: DiplomaListQuery, lang: DocumentLang) {
  const { t } = useTranslation('diplomas');
  const queryClient = useQueryClient();
  const request = useRowWorkRequest();
  const [waiting, setWaiting] = useState<ReadonlyMap<number, Waiting>>(() => new Map());
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const waitingNow = useRef(waiting);
  useEffect(() => {
    waitingNow.current = waiting;
  });
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const update = (userId: number, next: Waiting | null) =>
    setWaiting((current) => {
      const copy = new Map(current);
      if (next) copy.set(userId, next);
      else copy.delete(userId);
      return copy;
    });

  function start(work: RowWork, row: DiplomaRow) {
    const name = row._user.diplomaName;
    update(row.user_id, { work, name, before: witness(work, row), settling: false });
    const listed = pageShown;
    // Each row's own promise: several rows may be asked for at once (the request has told a refusal).
    request.mutateAsync({ work, userId: row.user_id, lang }).then(
      () =>
        timers.current.set(
          row.user_id,
          setTimeout(() => {
            const shown = waitingNow.current.get(row.user_id);
            if (shown && !shown.settling) void settle(row.user_id, shown, listed);
          }, ROW_WAIT_MS),
        ),
      () => update(row.user_id, null),
    );
  }

  async function settle(userId: number, work: Waiting, listed: DiplomaListQuery) {
    clearTimeout(timers.current.get(userId));
    timers.current.delete(userId);
    update(userId, { ...work, settling: true });
    try {
      // Asked now, after the push: an answer already on its way may predate the change.
      const { queryKey } = diplomaListQuery(listed);
      await queryClient.refetchQueries({ queryKey, exact: true }, { throwOnError: true });
      const row = queryClient.getQueryData(queryKey)?.items.find((item) => item.user_id === userId);
      if (!row) return;
      const now = witness(work.work, row);
      if (now !== null && now !== work.before) notifySuccess(t(TEXTS[work.work].done));
      else notifyError(t(TEXTS[work.work].failedFor, { name: work.name }));
    } catch (error) {
      reportQuietly('The diplomas could not be asked for again', error);
    } finally {
      update(userId, null);
    }
  }

  useLiveEvent('diploma:changed', ({ userId }) => {
    const work = waiting.get(userId);
    if (work && !work.settling) void settle(userId, work, pageShown);
  });

  return {
    workOf: (userId: number) => waiting.get(userId)?.work,
    generate: (row: DiplomaRow) => start('generate', row),
    send: (row: DiplomaRow) => start('send', row),
  };
}
