import { useTranslation } from 'react-i18next';
import { STRAVA_ACTIVITY_URL } from '../constants';
import styles from './ViewOnStrava.module.css';

/**
 * Strava's brand rules: every activity from Strava links to it with the words "View on Strava"
 * ("Zobacz w Strava"), bold and underlined, in Strava's orange (the words darker, to be readable). Opens in a new tab.
 */
export function ViewOnStrava({ activityId }: { activityId: string }) {
  const { t } = useTranslation();
  return (
    <a className={styles.link} href={`${STRAVA_ACTIVITY_URL}${encodeURIComponent(activityId)}`} target="_blank" rel="noopener noreferrer">
      {t('viewOnStrava')}
      <span className="visually-hidden"> {t('opensInNewTab')}</span>
    </a>
  );
}
