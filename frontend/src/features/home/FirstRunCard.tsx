import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS, type CompanyResponse, type UserProfile } from '@lesne/contracts';
import { formatDay } from '../../shared/format';
import { Button, ButtonLink } from '../../shared/ui/Button';
import { cx } from '../../shared/ui/cx';
import { useAddResultDrawer } from '../my-results';
import styles from './FirstRunCard.module.css';
import { firstRunDismissedKey } from './first-run';

interface FirstRunCardProps {
  profile: UserProfile;
  company: CompanyResponse;
}

/**
 * A new participant's first steps: a first result, Strava, a team when the event has teams.
 * It goes once they have a result, or for good once they close it (remembered on this device).
 */
export function FirstRunCard({ profile, company }: FirstRunCardProps) {
  const { t } = useTranslation('home');
  const dismissedKey = firstRunDismissedKey(profile.id);
  const [hidden, setHidden] = useState(() => window.localStorage.getItem(dismissedKey) !== null);
  const { stats } = company;
  const canAdd = stats.eventStatus === 'inProgress' && stats.manualActivitiesAllowed;

  const addResult = useAddResultDrawer({ company, userId: profile.id, onAdded: added });

  if (hidden) return null;

  function dismiss() {
    window.localStorage.setItem(dismissedKey, new Date().toISOString());
    setHidden(true);
  }

  function added() {
    // A pending result is not counted yet, but the participant has done this step.
    setHidden(true);
  }

  const resultNote =
    stats.eventStatus === 'waiting'
      ? t('firstRun.result.waiting', { date: formatDay(stats.dateFrom) })
      : !stats.manualActivitiesAllowed
        ? t('firstRun.result.stravaOnly')
        : t('firstRun.result.text');

  return (
    <section className={cx('card', styles.card)} aria-labelledby="first-run-title">
      <div className="split-row">
        <h2 id="first-run-title" className={cx('card__title', styles.title)}>
          {t('firstRun.title')}
        </h2>
        <Button variant="transparent" size="small" onClick={dismiss}>
          {t('firstRun.dismiss')}
        </Button>
      </div>
      <p className={styles.lead}>{t('firstRun.lead')}</p>
      <ol className={styles.steps}>
        <Step number={1} title={t('firstRun.result.title')} text={resultNote}>
          {canAdd && <Button onClick={() => addResult.openDrawer()}>{t('firstRun.result.action')}</Button>}
        </Step>
        <Step number={2} title={t('firstRun.strava.title')} text={t('firstRun.strava.text')}>
          <ButtonLink variant="secondary" to={PATHS.integrations}>
            {t('firstRun.strava.action')}
          </ButtonLink>
        </Step>
        {stats.teams && (
          <Step
            number={3}
            title={t('firstRun.team.title')}
            text={profile.team ? t('firstRun.team.joined', { team: profile.team.name }) : t('firstRun.team.text')}
            done={profile.team !== null}
          />
        )}
      </ol>
      {addResult.drawer}
    </section>
  );
}

interface StepProps {
  number: number;
  title: string;
  text: string;
  done?: boolean;
  children?: ReactNode;
}

function Step({ number, title, text, done = false, children }: StepProps) {
  const { t } = useTranslation('home');
  return (
    <li className={cx(styles.step, done && styles.done)}>
      <span className={styles.number} aria-hidden="true">
        {done ? '✓' : number}
      </span>
      <div className={styles.body}>
        <h3 className={styles.stepTitle}>
          {title}
          {done && <span className="visually-hidden"> ({t('firstRun.done')})</span>}
        </h3>
        <p className={styles.text}>{text}</p>
        {children && <div className={styles.action}>{children}</div>}
      </div>
    </li>
  );
}
