import { StravaIcon } from '../../shared/ui/StravaMark';
import styles from './ConnectWithStrava.module.css';

/**
 * Strava's "Connect with Strava" button as its brand guidelines draw it: its logo and those
 * words in white on Strava orange, 48 px high, in English as Strava issues it. Its name is the
 * words it shows, read in English, so a voice user who says what they see presses it.
 */
export function ConnectWithStrava({ onClick, disabled }: { onClick(): void; disabled: boolean }) {
  return (
    <button type="button" className={styles.connect} onClick={onClick} aria-disabled={disabled} lang="en">
      <StravaIcon className={styles.icon} />
      Connect with Strava
    </button>
  );
}
