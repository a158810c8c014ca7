import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS, STRAVA_CONSENT_VERSION, type StravaResultsOnDisconnect, type StravaStatusResponse } from '@lesne/contracts';
import { formatDay } from '../../shared/format';
import { Link } from '../../shared/routing/links';
import { Alert } from '../../shared/ui/Alert';
import { ConnectWithStrava } from './ConnectWithStrava';
import { ResultsOnDisconnectChoice } from './ResultsOnDisconnectChoice';
import { StravaRevokedNotice } from './StravaRevokedNotice';
import { authorizationUrl, goToStrava, newAuthorizationState, rememberAuthorization } from './strava-authorization';
import styles from './IntegrationsPage.module.css';

/**
 * Not connected: what connecting means (what is imported, who sees what, what a disconnect does)
 * in plain words, the choice a disconnect follows, then Strava's button; or, when Strava would
 * refuse anyone now, why, instead of a button leading to its refusal.
 */
export function StravaConnect({ status }: { status: StravaStatusResponse }) {
  const { t } = useTranslation('integrations');
  // One state per visit to the page, remembered only when the user really leaves for Strava.
  const [state] = useState(newAuthorizationState);
  const [onDisconnect, setOnDisconnect] = useState<StravaResultsOnDisconnect | null>(null);
  const { blocked, places } = status.connect;
  const revoked = status.revokedAt && <StravaRevokedNotice revokedAt={status.revokedAt} />;
  if (blocked) {
    return (
      <>
        {revoked}
        <Alert variant="warning" title={t(`blocked.${blocked}Title`)}>
          {t(`blocked.${blocked}`, places)}
        </Alert>
      </>
    );
  }

  function connect() {
    if (!onDisconnect) return;
    rememberAuthorization({ state, consent: { version: STRAVA_CONSENT_VERSION, onDisconnect } });
    goToStrava(authorizationUrl(status.authorizeUrl, state));
  }

  return (
    <>
      {revoked || <p>{t('strava.notConnected')}</p>}
      <section className={styles.disclosure} aria-labelledby="strava-disclosure">
        <h2 id="strava-disclosure" className={styles.disclosureTitle}>
          {t('disclosure.title')}
        </h2>
        <h3>{t('disclosure.importedTitle')}</h3>
        <p>{t('disclosure.imported')}</p>
        <h3>{t('disclosure.whoSeesTitle')}</h3>
        <p>{t('disclosure.whoSees')}</p>
        <h3>{t('disclosure.consentsTitle')}</h3>
        <p>{t('disclosure.consents')}</p>
        <h3>{t('disclosure.disconnectTitle')}</h3>
        <p>{t('disclosure.disconnect')}</p>
        <ResultsOnDisconnectChoice value={onDisconnect} onChange={setOnDisconnect} />
        <p className={styles.version}>
          {t('disclosure.version', { date: formatDay(STRAVA_CONSENT_VERSION) })} <Link to={PATHS.privacy}>{t('disclosure.privacy')}</Link>
        </p>
      </section>
      {!onDisconnect && <p className={styles.choose}>{t('disclosure.choose')}</p>}
      <ConnectWithStrava onClick={connect} disabled={!onDisconnect} />
    </>
  );
}
