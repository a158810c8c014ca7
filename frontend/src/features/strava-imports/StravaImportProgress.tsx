import { useTranslation } from 'react-i18next';
import { STRAVA_SKIP_REASONS, type StravaImportItem } from '@lesne/contracts';
import { cx } from '../../shared/ui/cx';
import styles from './StravaImportProgress.module.css';

const moment = new Intl.DateTimeFormat('pl-PL', {
  timeZone: 'Europe/Warsaw',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** An instant from the API as the day and time in Warsaw, in Polish format (as every date here). */
export function formatMoment(iso: string): string {
  return moment.format(new Date(iso));
}

export function skippedTotal(item: StravaImportItem): number {
  return Object.values(item.skipped).reduce((sum, count) => sum + (count ?? 0), 0);
}

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

/** Why activities were skipped, in words, e.g. "outside the event dates: 3, already imported: 1". */
export function SkippedReasons({ item }: { item: StravaImportItem }) {
  const { t } = useTranslation('stravaImports');
  const reasons = STRAVA_SKIP_REASONS.filter((reason) => (item.skipped[reason] ?? 0) > 0);
  if (reasons.length === 0) return null;
  return (
    <ul className={styles.skips}>
      {reasons.map((reason) => (
        <li key={reason}>{t('skipCount', { reason: t(`skip.${reason}`), count: item.skipped[reason] })}</li>
      ))}
    </ul>
  );
}

/** One import at a glance, for a user's row: state, pages, imported, skipped and why; read out as it changes. */
export function StravaImportProgress({ item }: { item: StravaImportItem }) {
  const { t } = useTranslation('stravaImports');
  return (
    <div className={styles.progress} aria-live="polite">
      <ImportState item={item} />
      <p className={styles.counts}>
        {t('countsLine', { pages: item.pagesFetched, imported: item.imported, skipped: skippedTotal(item) })}
        {item.removed > 0 && ` · ${t('removedCount', { count: item.removed })}`}
      </p>
      <SkippedReasons item={item} />
    </div>
  );
}
