import { useTranslation } from 'react-i18next';
import { useConnectionStore } from '../shared/api/connection.store';
import './ConnectionBanner.css';

/**
 * Says the app is waiting for the server (the HTTP client asks again by itself) and goes away
 * at its first answer. The live region stays in the page so screen readers hear the change.
 */
export function ConnectionBanner() {
  const { t } = useTranslation('layout');
  const reconnecting = useConnectionStore((state) => state.reconnecting);
  return (
    <div className="connection-banner" aria-live="polite">
      {reconnecting && (
        <>
          <span className="spinner__circle connection-banner__spinner" aria-hidden="true" />
          {t('reconnecting')}
        </>
      )}
    </div>
  );
}
