import { useEffect, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfficeScreenView } from '@lesne/contracts';
import { plantedTrees } from '@lesne/domain';
import co2Image from '../../assets/stats/co2.svg';
import forestImage from '../../assets/stats/forest.svg';
import oxygenImage from '../../assets/stats/oxygen.svg';
import paperImage from '../../assets/stats/paper.svg';
import { formatDay } from '../../shared/format';
import { useNumberFormat } from '../../shared/hooks/useNumberFormat';
import { Logo } from '../../shared/ui/Logo';
import { QrCode } from '../../shared/ui/QrCode';
import { cx } from '../../shared/ui/cx';
import styles from './OfficeScreen.module.css';
import { ScreenRankings } from './ScreenRankings';
import { StaleBadge } from './StaleBadge';
import type { OfficeScreenState } from './useOfficeScreen';
import { OfficeScreenIllustration } from './OfficeScreenIllustration';

const ENVIRONMENT = [
  { key: 'co2', image: co2Image },
  { key: 'paper', image: paperImage },
  { key: 'forest', image: forestImage },
  { key: 'oxygen', image: oxygenImage },
] as const;

/** What a TV shows for one link: the company's challenge, a calm wait for its first answer, or that the link is gone. */
export function OfficeScreen({ state }: { state: OfficeScreenState }) {
  const { t } = useTranslation('officeScreen');
  const { view, fetchedAt, socketDownSince, revoked } = state;
  const company = view?.company.name;

  useEffect(() => {
    if (company) document.title = t('title', { company });
  }, [company, t]);

  if (revoked) {
    return (
      <main className={cx(styles.screen, styles.message)}>
        <Logo />
        <h1 className={styles.messageTitle}>{t('revoked.title')}</h1>
        <p className={styles.messageText}>{t('revoked.text')}</p>
      </main>
    );
  }
  if (!view) {
    return (
      <main className={cx(styles.screen, styles.message)} aria-busy="true">
        <Logo />
        <p className={styles.messageText}>{t('loading')}</p>
        <StaleBadge fetchedAt={0} socketDownSince={socketDownSince} />
      </main>
    );
  }
  return (
    <main className={styles.screen}>
      <header className={styles.header}>
        <OfficeScreenIllustration />
        {view.company.logoUrl && <img className={styles.logo} src={view.company.logoUrl} alt={t('logoAlt', { company: view.company.name })} />}
        <h1 className={styles.company}>{view.company.name}</h1>
        <StaleBadge fetchedAt={fetchedAt} socketDownSince={socketDownSince} />
        <EventState view={view} />
      </header>
      <div className={cx(styles.board, view.hideRanking && styles.totalsOnly)}>
        <Totals view={view} />
        <Environment view={view} />
        {view.invitationUrl && <Join url={view.invitationUrl} />}
        {!view.hideRanking && <ScreenRankings view={view} />}
      </div>
    </main>
  );
}

/** How long the challenge runs: days left, its tree goal, its start, or that it is over. */
function EventState({ view }: { view: OfficeScreenView }) {
  const { t } = useTranslation('officeScreen');
  const { formatTrees } = useNumberFormat();
  const { status, daysLeft, dateFrom, treeLimit } = view.event;
  const text =
    status === 'closed'
      ? t('closed')
      : status === 'waiting'
        ? t('startsOn', { date: formatDay(dateFrom) })
        : daysLeft === null
          ? t('goal', { trees: formatTrees(treeLimit) })
          : daysLeft === 0
            ? t('lastDay')
            : t('daysLeft', { count: daysLeft });
  return <p className={cx(styles.eventState, status === 'closed' && styles.eventClosed)}>{text}</p>;
}

/** A TV shows whole kilograms and square metres: decimals would only be noise from 5 metres. */
const whole = (value: number) => Math.floor(value);

function Totals({ view }: { view: OfficeScreenView }) {
  const { t } = useTranslation('officeScreen');
  const { formatAmount, formatNumber } = useNumberFormat();
  const { treeSum, kmSum, participantCount } = view.totals;
  const trees = plantedTrees(treeSum);
  const heroText = formatNumber(trees);
  return (
    <section className={cx(styles.panel, styles.totals)} aria-label={t('trees', { count: trees })}>
      <p className={styles.hero}>
        <span className={styles.heroValue} style={{ '--hero-chars': heroText.length } as CSSProperties}>
          {heroText}
        </span>
        <span className={styles.heroCaption}>{t('trees', { count: trees })}</span>
      </p>
      <p className={styles.totalsLine}>
        <span>{t('distance', { km: formatAmount(kmSum) })}</span>
        <span>{t('participants', { count: participantCount })}</span>
      </p>
    </section>
  );
}

function Environment({ view }: { view: OfficeScreenView }) {
  const { t } = useTranslation('officeScreen');
  const { formatNumber } = useNumberFormat();
  return (
    <section className={cx(styles.panel, styles.environment)} aria-label={t('environment.title')}>
      <ul className={styles.figures}>
        {ENVIRONMENT.map(({ key, image }) => (
          <li key={key} className={styles.figure}>
            <img className={styles.figureImage} src={image} alt="" />
            <span className={styles.figureValue}>{formatNumber(whole(view.environment[key]))}</span>
            <span className={styles.figureCaption}>{t(`environment.${key}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Join({ url }: { url: string }) {
  const { t } = useTranslation('officeScreen');
  return (
    <section className={cx(styles.panel, styles.join)}>
      <QrCode text={url} label={t('joinQr')} className={styles.joinQr} />
      <p className={styles.joinText}>{t('join')}</p>
    </section>
  );
}
