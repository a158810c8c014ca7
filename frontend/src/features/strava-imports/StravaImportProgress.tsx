import { useTranslation } from 'react-i18next';
import type { StravaImportItem } from '@lesne/contracts';
import { formatMoment } from '../../shared/format';
import { cx } from '../../shared/ui/cx';
import styles from './StravaImportProgress.module.css';


/** The state in words, with when a waiting import goes on and why a failed one stopped. */
export function ImportState({ item }: { item: StravaImportItem }) {
  const { t } = useTranslation('stravaImports');
  return (
    <span className={styles.state}>
      <span className={cx('badge', styles[item.state])}>{t(`state.${item.state}`)}</span>
      {item.state === 'waiting' && item.resumesAt && (
        <span className={styles.detail}>{t('resumesAt', { at: formatMoment(item.resumesAt) })}</span>
      )}
      {item.state === 'failed' && item.error && <span className={styles.detail}>{t(`failure.${item.error}`)}</span>}
    </span>
  );
}

/**
 * One import at a glance, for a user's row: its state and the pages fetched, read out as it
 * changes. How many of the person's activities it imported or skipped only they may see (Strava's
 * terms), so an operator follows the import, not its counts.
 */
export function StravaImportProgress({ item }: { item: StravaImportItem }) {
  const { t } = useTranslation('stravaImports');
  return (
    <div className={styles.progress} aria-live="polite">
      <ImportState item={item} />
      <p className={styles.counts}>{t('pagesLine', { pages: item.pagesFetched })}</p>
    </div>
  );
}
