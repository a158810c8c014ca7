import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './OfficeScreen.module.css';

/** The socket has been down this long: pushes may have been missed. */
export const SOCKET_DOWN_STALE_MS = 30_000;
/** The last answer is this old: the safety interval has failed at least once. */
export const FETCH_STALE_MS = 120_000;
const STALE_CHECK_MS = 5_000;

export function isStale(now: number, fetchedAt: number, socketDownSince: number | null): boolean {
  const socketDown = socketDownSince !== null && now - socketDownSince > SOCKET_DOWN_STALE_MS;
  const oldAnswer = fetchedAt > 0 && now - fetchedAt > FETCH_STALE_MS;
  return socketDown || oldAnswer;
}

/** Says, where everyone sees it, that the figures shown may be out of date; it keeps its own clock, so only it renders as time passes. */
export function StaleBadge({ fetchedAt, socketDownSince }: { fetchedAt: number; socketDownSince: number | null }) {
  const { t } = useTranslation('officeScreen');
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), STALE_CHECK_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <div role="status" className={styles.staleSlot}>
      {isStale(now, fetchedAt, socketDownSince) && <span className={styles.stale}>{t('stale')}</span>}
    </div>
  );
}
