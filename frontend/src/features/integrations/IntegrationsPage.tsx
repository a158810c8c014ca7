import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS, type StravaStatusResponse } from '@lesne/contracts';
import { STRAVA_ATHLETE_URL } from '../../shared/constants';
import { ErrorAlert } from '../../shared/feedback/ErrorAlert';
import { notifyFailure, notifySuccess } from '../../shared/feedback/notify';
import { formatDay } from '../../shared/format';
import { Link } from '../../shared/routing/links';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { Card } from '../../shared/ui/Card';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { Fact } from '../../shared/ui/Fact';
import { RemoteContent } from '../../shared/ui/RemoteContent';
import { Spinner } from '../../shared/ui/Spinner';
import { StravaIcon, StravaMark } from '../../shared/ui/StravaMark';
import { deleteStravaConnection } from './integrations.api';
import { stravaStatusQuery } from './integrations.queries';
import { authorizationUrl, newAuthorizationState, rememberAuthorization } from './strava-authorization';
import { useStravaReturn, type StravaReturnState } from './useStravaReturn';
import styles from './IntegrationsPage.module.css';

type Connection = NonNullable<StravaStatusResponse['connection']>;

/** My integrations: the Strava connection (connect, see, remove) and the way to manual entry. */
export function IntegrationsPage() {
  const { t } = useTranslation('integrations');
  const returned = useStravaReturn();
  const status = useQuery({ ...stravaStatusQuery, enabled: returned.phase !== 'exchanging' });
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);

  async function disconnect() {
    try {
      await deleteStravaConnection();
      notifySuccess(t('disconnect.done'));
      queryClient.setQueryData<StravaStatusResponse>(stravaStatusQuery.queryKey, (shown) => shown && { ...shown, connection: null });
    } catch (error) {
      notifyFailure(t('disconnect.error'), error);
    }
  }

  return (
    <>
      <h1 className="page-title">{t('title')}</h1>
      <Card title={t('strava.title')}>
        <ReturnNotice returned={returned} />
        {returned.phase === 'exchanging' ? (
          <Spinner text={t('strava.exchanging')} />
        ) : (
          <RemoteContent remote={status} errorTitle={t('strava.statusError')}>
            {({ authorizeUrl, connection }) =>
              connection ? (
                <Connected connection={connection} onDisconnect={() => setConfirming(true)} />
              ) : (
                <NotConnected authorizeUrl={authorizeUrl} />
              )
            }
          </RemoteContent>
        )}
        <p className={styles.mark}>
          <StravaMark />
        </p>
      </Card>
      <Card title={t('manual.title')}>
        <p>{t('manual.text')}</p>
        <Link to={PATHS.myResults} className="btn btn--secondary">
          {t('manual.link')}
        </Link>
      </Card>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('disconnect.title')}
        description={t('disconnect.description')}
        confirmLabel={t('disconnect.confirm')}
        onConfirm={disconnect}
      />
    </>
  );
}

/** How the trip back from Strava's page ended; a restricted connection is told by Connected itself. */
function ReturnNotice({ returned }: { returned: StravaReturnState }) {
  const notice = useReturnAlert(returned);
  return notice && <div className={styles.notice}>{notice}</div>;
}

function useReturnAlert(returned: StravaReturnState): ReactNode {
  const { t } = useTranslation('integrations');
  switch (returned.phase) {
    case 'denied':
      return <Alert variant="error" title={t('return.deniedTitle')}>{t('return.denied')}</Alert>;
    case 'foreign':
      return <Alert variant="error" title={t('return.foreignTitle')}>{t('return.foreign')}</Alert>;
    case 'failed':
      return <ErrorAlert title={t('return.failed')} error={returned.error} />;
    case 'connected':
      return returned.connection.accessType === 'full' && <Alert variant="success">{t('return.connected')}</Alert>;
    default:
      return null;
  }
}

function Connected({ connection, onDisconnect }: { connection: Connection; onDisconnect(): void }) {
  const { t } = useTranslation('integrations');
  const full = connection.accessType === 'full';
  return (
    <div className={styles.connection}>
      <p>
        <span className="badge badge--ok">{t('strava.connected')}</span>
      </p>
      <dl className="facts">
        <Fact label={t('strava.access')}>{t(full ? 'strava.full' : 'strava.restricted')}</Fact>
        <Fact label={t('strava.since')}>{formatDay(connection.connectedAt)}</Fact>
      </dl>
      {!full && (
        <Alert variant="warning" title={t('restricted.title')}>
          {t('restricted.text')}
        </Alert>
      )}
      <div className={styles.actions}>
        <a
          className={styles.stravaLink}
          href={`${STRAVA_ATHLETE_URL}${encodeURIComponent(connection.athleteId)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('strava.viewOnStrava')}
        </a>
        <Button variant="danger" onClick={onDisconnect}>
          {t('disconnect.open')}
        </Button>
      </div>
    </div>
  );
}

function NotConnected({ authorizeUrl }: { authorizeUrl: string }) {
  const { t } = useTranslation('integrations');
  // One state per visit to the page, remembered only when the user really leaves for Strava.
  const [state] = useState(newAuthorizationState);
  return (
    <>
      <p>{t('strava.notConnected')}</p>
      <ul className={styles.points}>
        <li>{t('strava.whatHappens')}</li>
        <li>{t('strava.keepConsents')}</li>
      </ul>
      <a className={styles.connect} href={authorizationUrl(authorizeUrl, state)} onClick={() => rememberAuthorization(state)}>
        <StravaIcon className={styles.connectIcon} />
        {t('strava.connect')}
      </a>
    </>
  );
}
