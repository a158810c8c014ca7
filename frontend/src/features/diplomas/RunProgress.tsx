import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiplomaRunProgress } from '@lesne/contracts';
import styles from './RunProgress.module.css';

/** A bulk run's bar: done (green) and failed (red) of the total, with the counts in words. */
export function RunProgress({ run }: { run: DiplomaRunProgress }) {
  const { t } = useTranslation('diplomas');
  const labelId = useId();
  const settled = run.done + run.failed;
  const share = (count: number) => (run.total > 0 ? `${(100 * count) / run.total}%` : '0%');
  return (
    <div>
      <p id={labelId} className={styles.label}>
        {t(`bulk.progress.${run.action}`)}: {t('bulk.progress.counts', { done: settled, total: run.total })}
        {run.failed > 0 && <span className={styles.failed}> · {t('bulk.progress.failed', { failed: run.failed })}</span>}
        {run.finished && <span> · {t('bulk.progress.finished')}</span>}
      </p>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={run.total}
        aria-valuenow={settled}
        className={styles.bar}
      >
        <span className={styles.done} style={{ width: share(run.done) }} />
        <span className={styles.error} style={{ width: share(run.failed) }} />
      </div>
    </div>
  );
}
