import { useTranslation } from 'react-i18next';
import { useConnectionStore } from '../shared/api/connection.store';
import { SpinnerCircle } from '../shared/ui/Spinner';
import styles from './ConnectionBanner.module.css';

/**
 * Says the app is waiting for the server (the HTTP client asks again by itself) and goes away
 * at its first answer. The live region stays in the page so screen readers hear the change.
 */
export function ConnectionBanner() {
  const { t } = useTranslation('layout');
  const reconnecting = useConnectionStore((state) => state.reconnecting);
  return (
    <div className={styles.banner} aria-live="polite">
      {reconnecting && (
        <>
          <SpinnerCircle size="sm" />
          {t('reconnecting')}
        </>
      )}
    </div>
  );
}
