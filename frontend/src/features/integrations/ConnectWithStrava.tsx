import { useTranslation } from 'react-i18next';
import { StravaIcon } from '../../shared/ui/StravaMark';
import styles from './ConnectWithStrava.module.css';

/**
 * Strava's "Connect with Strava" button as its brand guidelines draw it: its logo and those
 * words in white on Strava orange, 48 px high, in English as Strava issues it (screen readers
 * hear it in the page's language).
 */
export function ConnectWithStrava({ onClick, disabled }: { onClick(): void; disabled: boolean }) {
  const { t } = useTranslation('integrations');
  return (
    <button type="button" className={styles.connect} onClick={onClick} aria-disabled={disabled} aria-label={t('connect')} lang="en">
      <StravaIcon className={styles.icon} />
      Connect with Strava
    </button>
  );
}
