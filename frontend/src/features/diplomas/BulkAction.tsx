import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiplomaRunAction, DiplomaRunProgress, DocumentLang } from '@lesne/contracts';
import { notifyInfo } from '../../shared/feedback/notify';
import { Button } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { useStartDiplomaRun } from './diplomas.queries';
import styles from './BulkAction.module.css';
import { RunProgress } from './RunProgress';

const NOTHING_TO_DO = { generate: 'bulk.nothingToGenerate', send: 'bulk.nothingToSend' } as const;

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
  const startRun = useStartDiplomaRun();
  const [confirming, setConfirming] = useState(false);
  const running = run !== null && !run.finished;

  function open() {
    if (count === 0) notifyInfo(t(NOTHING_TO_DO[action]));
    else setConfirming(true);
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
        onConfirm={() => startRun.mutateAsync({ action, lang })}
      />
    </div>
  );
}
