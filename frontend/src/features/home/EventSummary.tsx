import { useTranslation } from 'react-i18next';
import type { CompanyResponse, CompanyStats } from '@lesne/contracts';
import { endsByDate, endsByTrees } from '@lesne/domain';
import activitiesImage from '../../assets/stats/activities.svg';
import co2Image from '../../assets/stats/co2.svg';
import forestImage from '../../assets/stats/forest.svg';
import oxygenImage from '../../assets/stats/oxygen.svg';
import paperImage from '../../assets/stats/paper.svg';
import participantsImage from '../../assets/stats/participants.svg';
import treesImage from '../../assets/stats/trees.svg';
import { formatDay } from '../../shared/format';
import { useNumberFormat } from '../../shared/hooks/useNumberFormat';
import { CompanyLogo } from '../../shared/ui/CompanyLogo';
import { Fact } from '../../shared/ui/Fact';
import { StatCard } from '../../shared/ui/StatCard';
import { EventStatusBadge } from '../company';
import styles from './EventSummary.module.css';

/**
 * The statistic cards below the trees and km: six, so that they fill whole rows of three
 * (two on a phone).
 */
const STATS: readonly { key: keyof CompanyStats; image: string; caption: string; count?: true }[] = [
  { key: 'participants', image: participantsImage, caption: 'stats.participants', count: true },
  { key: 'activities', image: activitiesImage, caption: 'stats.activities', count: true },
  { key: 'oxygen', image: oxygenImage, caption: 'stats.oxygen' },
  { key: 'forest', image: forestImage, caption: 'stats.forest' },
  { key: 'co2', image: co2Image, caption: 'stats.co2' },
  { key: 'paper', image: paperImage, caption: 'stats.paper' },
];

/** How the event ends: its last day, the tree limit, or whichever comes first. */
function useEndText(stats: CompanyStats): string {
  const { t } = useTranslation('home');
  const { formatNumber } = useNumberFormat();
  const limit = { count: stats.treeLimit, limit: formatNumber(stats.treeLimit) };
  const date = formatDay(stats.dateTo);
  if (!endsByTrees(stats.eventEndType)) return date;
  if (!endsByDate(stats.eventEndType) || !stats.dateTo) return t('summary.endsAtLimit', limit);
  return t('summary.endsAtDateOrLimit', { ...limit, date });
}

export function EventSummary({ company }: { company: CompanyResponse }) {
  const { t } = useTranslation('home');
  const { formatNumber, formatAmount, formatKm, formatPlantedTrees } = useNumberFormat();
  const { stats } = company;
  const name = company.name.name;
  const endText = useEndText(stats);
  // Progress only towards a limit the event really ends at (an event ending by date keeps one never reached).
  const progress = endsByTrees(stats.eventEndType) && stats.treeLimit > 0 ? Math.min(1, stats.treeSum / stats.treeLimit) : null;

  return (
    <>
      <section className={`card ${styles.summary}`} aria-labelledby="event-summary-title">
        <div className={`${styles.head} split-row`}>
          {company.name.logo ? (
            <CompanyLogo src={company.name.logo.url} alt={t('summary.logoAlt', { company: name })} />
          ) : (
            <p className={styles.company}>{name}</p>
          )}
          <p className={styles.status}>
            <span className="visually-hidden">{t('common:eventStatus.label')}: </span>
            <EventStatusBadge status={stats.eventStatus} />
          </p>
        </div>
        <h2 id="event-summary-title" className="visually-hidden">
          {t('summary.title')}
        </h2>
        <div className={styles.headline}>
          <img className={styles.headlineImage} src={treesImage} alt="" />
          <div className={styles.headlineText}>
            <p className={styles.trees}>
              <span className={styles.treesValue}>{formatPlantedTrees(stats.treeSum)}</span>{' '}
              <span className={styles.treesCaption}>{t('stats.trees')}</span>
            </p>
            {stats.distanceSum > 0 && <p className={styles.distance}>{t('summary.fromDistance', { km: formatKm(stats.distanceSum) })}</p>}
            {progress !== null && (
              <div className={styles.progress}>
                <progress
                  className={styles.progressBar}
                  value={progress}
                  max={1}
                  aria-label={t('summary.progress', { limit: formatNumber(stats.treeLimit), count: stats.treeLimit })}
                />
              </div>
            )}
          </div>
        </div>
        <dl className={`facts ${styles.facts}`}>
          <Fact label={t('summary.start')}>{formatDay(stats.dateFrom)}</Fact>
          <Fact label={t('summary.end')}>{endText}</Fact>
          <Fact label={t('summary.ratio')}>{t('summary.ratioValue', { km: formatNumber(stats.convert.standard) })}</Fact>
          <Fact label={t('summary.bikeRatio')}>{t('summary.ratioValue', { km: formatNumber(stats.convert.bike) })}</Fact>
        </dl>
      </section>
      <section className="card" aria-labelledby="event-stats-title">
        <h2 id="event-stats-title" className="card__title">
          {t('stats.title')}
        </h2>
        <ul className={styles.grid}>
          {STATS.map(({ key, image, caption, count }) => (
            <li key={key}>
              {/* Counts of people and entries are whole (oxygen counts whole people); measured figures show up to 2 decimals. */}
              <StatCard compact image={image} value={count ? formatNumber(Number(stats[key])) : formatAmount(stats[key])} caption={t(caption)} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
