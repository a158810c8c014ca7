import { useTranslation } from 'react-i18next';
import styles from './StravaMark.module.css';

/** Strava's chevrons, in the colour of the text around them. */
export function StravaIcon({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M10.2 1 3.6 13.8h3.9l2.7-5.2 2.7 5.2h3.9z" fill="currentColor" />
      <path d="m15.4 13.8-1.9 3.8-2-3.8H8.6L13.5 23l4.8-9.2z" fill="currentColor" opacity=".6" />
    </svg>
  );
}

/**
 * Strava's mark: "Powered by Strava" wherever data from Strava shows (its brand rules; in English,
 * as Strava issues it), else "compatible with Strava" in the page's language.
 */
export function StravaMark({ poweredBy = false }: { poweredBy?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={styles.mark} lang={poweredBy ? 'en' : undefined}>
      <StravaIcon className={styles.icon} />
      {poweredBy ? 'Powered by Strava' : t('stravaMark')}
    </span>
  );
}
