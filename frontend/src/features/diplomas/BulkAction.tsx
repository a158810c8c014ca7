import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiplomaRunAction, DiplomaRunProgress, DocumentLang } from '@lesne/contracts';
import { httpStatus, serverMessage } from '../../shared/api/errors';
import { notifyFailure, notifyInfo } from '../../shared/feedback/notify';
import { Button } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { startDiplomaRun } from './diplomas.api';
import { putDiplomaRun } from './diplomas.queries';
import styles from './BulkAction.module.css';
import { RunProgress } from './RunProgress';

const TEXTS = {
  generate: { nothing: 'bulk.nothingToGenerate', failure: 'toast.generateError' },
  send: { nothing: 'bulk.nothingToSend', failure: 'toast.sendError' },
} as const;

interface BulkActionProps {
  action: DiplomaRunAction;
  /** rows the action covers now (toGenerate or toSend) */
  count: number;
  /** the action's latest run, finished or not */
  run: DiplomaRunProgress | null;
  lang: DocumentLang;
}

/**
 * 'Generuj wszystkie dyplomy (n)' or 'Wyślij wszystkie dyplomy (n)': asks first, then starts one
 * server job; its bar follows the pushes. Disabled while the action's run is unfinished.
 */
export function BulkAction({ action, count, run, lang }: BulkActionProps) {
  const { t } = useTranslation('diplomas');
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const running = run !== null && !run.finished;

  function open() {
    if (count === 0) notifyInfo(t(TEXTS[action].nothing));
    else setConfirming(true);
  }

  async function start() {
    try {
      putDiplomaRun(queryClient, await startDiplomaRun({ action, lang }));
    } catch (error) {
      // 409: nothing to do (the server counted again), said as an info, not a failure.
      if (httpStatus(error) === 409) notifyInfo(serverMessage(error) ?? t(TEXTS[action].nothing));
      else notifyFailure(t(TEXTS[action].failure), error);
    }
  }

  return (
    <div className={styles.action}>
      <Button variant={action === 'generate' ? 'primary' : 'secondary'} disabled={running} onClick={open}>
        {t(`bulk.${action}`, { count })}
      </Button>
      {run && <RunProgress run={run} />}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t(`bulk.confirm.${action}Title`)}
        description={t(`bulk.confirm.${action}Text`, { count, lang: t(`lang.${lang}`) })}
        confirmLabel={t(`bulk.confirm.${action}`)}
        confirmVariant="primary"
        onConfirm={start}
      />
    </div>
  );
}
