import { useTranslation } from 'react-i18next';
import type { CompanyResponse, CompanyStats } from '@lesne/contracts';
import { endsByDate, endsByTrees } from '@lesne/domain';
import activitiesImage from '../../assets/stats/activities.svg';
import co2Image from '../../assets/stats/co2.svg';
import distanceImage from '../../assets/stats/distance.svg';
import forestImage from '../../assets/stats/forest.svg';
import oxygenImage from '../../assets/stats/oxygen.svg';
import paperImage from '../../assets/stats/paper.svg';
import participantsImage from '../../assets/stats/participants.svg';
import treesImage from '../../assets/stats/trees.svg';
import { formatDay } from '../../shared/format';
import { useNumberFormat } from '../../shared/hooks/useNumberFormat';
import { Fact } from '../../shared/ui/Fact';
import { StatCard } from '../../shared/ui/StatCard';
import { EventStatusBadge } from '../company';

/** The statistic cards of the home page, in the spec's order. */
const STATS: readonly { key: keyof CompanyStats; image: string; count?: true }[] = [
  { key: 'participants', image: participantsImage, count: true },
  { key: 'activities', image: activitiesImage, count: true },
  { key: 'distanceSum', image: distanceImage },
  { key: 'treeSum', image: treesImage },
  { key: 'oxygen', image: oxygenImage },
  { key: 'forest', image: forestImage },
  { key: 'co2', image: co2Image },
  { key: 'paper', image: paperImage },
];

const CAPTIONS: Partial<Record<keyof CompanyStats, string>> = {
  participants: 'stats.participants',
  activities: 'stats.activities',
  distanceSum: 'stats.distance',
  treeSum: 'stats.trees',
  oxygen: 'stats.oxygen',
  forest: 'stats.forest',
  co2: 'stats.co2',
  paper: 'stats.paper',
};

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
  const { formatStat, formatNumber } = useNumberFormat();
  const { stats } = company;
  const name = company.name.name;
  const endText = useEndText(stats);

  return (
    <>
      <section className="card event-summary" aria-labelledby="event-summary-title">
        <div className="event-summary__head split-row">
          {company.name.logo ? (
            <img className="company-logo" src={company.name.logo.url} alt={t('summary.logoAlt', { company: name })} />
          ) : (
            <p className="event-summary__company">{name}</p>
          )}
          <p className="event-summary__status">
            <span className="visually-hidden">{t('common:eventStatus.label')}: </span>
            <EventStatusBadge status={stats.eventStatus} />
          </p>
        </div>
        <h2 id="event-summary-title" className="card__title">
          {t('summary.title')}
        </h2>
        <dl className="facts">
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
        <ul className="stat-grid">
          {STATS.map(({ key, image, count }) => (
            <li key={key}>
              {/* Counts of people and entries are whole; every measured figure shows 2 decimals. */}
              <StatCard image={image} value={count ? formatNumber(Number(stats[key])) : formatStat(stats[key])} caption={t(CAPTIONS[key] ?? key)} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
