import { useTranslation } from 'react-i18next';
import { STRAVA_RESULTS_ON_DISCONNECT, type StravaResultsOnDisconnect } from '@lesne/contracts';
import styles from './ResultsOnDisconnectChoice.module.css';

interface ResultsOnDisconnectChoiceProps {
  value: StravaResultsOnDisconnect | null;
  onChange(value: StravaResultsOnDisconnect): void;
}

/** What becomes of the user's Strava results when the link ends: one of two, each with what it means. */
export function ResultsOnDisconnectChoice({ value, onChange }: ResultsOnDisconnectChoiceProps) {
  const { t } = useTranslation('integrations');
  return (
    <fieldset className={styles.choice}>
      <legend className={styles.legend}>{t('onDisconnect.legend')}</legend>
      {STRAVA_RESULTS_ON_DISCONNECT.map((option) => (
        <label key={option} className={styles.option}>
          <input type="radio" name="results-on-disconnect" value={option} checked={value === option} onChange={() => onChange(option)} />
          <span className={styles.label}>{t(`onDisconnect.${option}`)}</span>
          <span className={styles.hint}>{t(`onDisconnect.${option}Hint`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
