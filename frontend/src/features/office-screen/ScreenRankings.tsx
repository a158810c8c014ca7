import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { OFFICE_SCREEN_ROTATION_MS, type OfficeScreenRankingRow, type OfficeScreenView } from '@lesne/contracts';
import treesImage from '../../assets/stats/trees.svg';
import { useNumberFormat } from '../../shared/hooks/useNumberFormat';
import { cx } from '../../shared/ui/cx';
import styles from './OfficeScreen.module.css';

/** A step of the podium names at most this many of those tied on it, then "and N others". */
const NAMES_PER_STEP = 3;
/** Left to right: second, first, third. */
const STEP_ORDER = [2, 1, 3] as const;
const MEDALS: Record<number, string> = { 1: styles.gold, 2: styles.silver, 3: styles.bronze };

/** A team's name with its emoji; a person's, or the anonymous user when withheld (they hide it, or asked for their account's deletion). */
function useRowName(kind: 'users' | 'teams'): (row: OfficeScreenRankingRow) => string {
  const { t } = useTranslation('officeScreen');
  return (row) => {
    if (kind === 'users') return row.name.trim() || t('anonymousUser');
    return row.emoji ? `${row.emoji} ${row.name}` : row.name;
  };
}

/** The individual ranking, then (when the event has teams) the teams', each for OFFICE_SCREEN_ROTATION_MS. */
function useRotation(hasTeams: boolean): 'users' | 'teams' {
  const [teams, setTeams] = useState(false);
  useEffect(() => {
    if (!hasTeams) return;
    const timer = setInterval(() => setTeams((shown) => !shown), OFFICE_SCREEN_ROTATION_MS);
    return () => clearInterval(timer);
  }, [hasTeams]);
  return hasTeams && teams ? 'teams' : 'users';
}

export function ScreenRankings({ view }: { view: OfficeScreenView }) {
  const { t } = useTranslation('officeScreen');
  const kind = useRotation(view.topTeams !== null);
  const rows = kind === 'teams' ? (view.topTeams ?? []) : view.topUsers;
  const closed = view.event.status === 'closed';
  return (
    <>
      <section className={cx(styles.panel, styles.podiumPanel)} aria-labelledby="screen-podium">
        <h2 id="screen-podium" className={styles.panelTitle}>
          {t(closed ? 'finalPodium' : 'podium')}
        </h2>
        <ScreenPodium rows={view.podium} />
      </section>
      <section className={cx(styles.panel, styles.topPanel)} aria-labelledby="screen-top" aria-live="off">
        <div className={styles.topHead}>
          <h2 id="screen-top" className={styles.panelTitle}>
            {t(kind === 'teams' ? 'topTeams' : 'topUsers')}
          </h2>
          <p className={styles.counted}>{t('counted')}</p>
        </div>
        <TopList rows={rows} kind={kind} />
      </section>
    </>
  );
}

/** How many letters the longest word of a name has: the podium wraps a name between its words, never inside one. */
const longestWord = (name: string) => Math.max(...name.split(/\s+|(?<=-)/).map((word) => [...word].length));

function ScreenPodium({ rows }: { rows: OfficeScreenRankingRow[] }) {
  const { t } = useTranslation('officeScreen');
  const { formatTrees } = useNumberFormat();
  const rowName = useRowName('users');
  if (rows.length === 0) return <p className={styles.noResults}>{t('noResults')}</p>;
  return (
    <ol className={styles.podium}>
      {STEP_ORDER.map((place) => {
        const holders = rows.filter((row) => row.place === place);
        return (
          <li key={place} className={cx(styles.step, MEDALS[place])} aria-hidden={holders.length === 0 || undefined}>
            <span className={styles.medal}>{place}</span>
            {holders.slice(0, NAMES_PER_STEP).map((row, index) => {
              const name = rowName(row);
              return (
                <span key={index} className={styles.stepName} style={{ '--word-chars': longestWord(name) } as CSSProperties}>
                  {name}
                </span>
              );
            })}
            {holders.length > NAMES_PER_STEP && (
              <span className={styles.stepMore}>{t('moreTied', { count: holders.length - NAMES_PER_STEP })}</span>
            )}
            {holders[0] && <span className={styles.stepTrees}>{formatTrees(holders[0].treeSum)}</span>}
          </li>
        );
      })}
    </ol>
  );
}

function TopList({ rows, kind }: { rows: OfficeScreenRankingRow[]; kind: 'users' | 'teams' }) {
  const { t } = useTranslation('officeScreen');
  const { formatStat } = useNumberFormat();
  const rowName = useRowName(kind);
  if (rows.length === 0) return <p className={styles.noResults}>{t('noResults')}</p>;
  return (
    <ol className={styles.top}>
      {rows.map((row, index) => (
        <li key={`${row.place}-${index}`} className={styles.topRow}>
          <span className={styles.topPlace}>{t('place', { place: row.place })}</span>
          <span className={styles.topName}>{rowName(row)}</span>
          <span className={styles.topTrees}>
            <img className={styles.treeIcon} src={treesImage} alt="" />
            {formatStat(row.treeSum)}
          </span>
        </li>
      ))}
    </ol>
  );
}
