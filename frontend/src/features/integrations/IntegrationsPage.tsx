import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '@lesne/contracts';
import { ErrorAlert } from '../../shared/feedback/ErrorAlert';
import { Alert } from '../../shared/ui/Alert';
import { ButtonLink } from '../../shared/ui/Button';
import { Card } from '../../shared/ui/Card';
import { RemoteContent } from '../../shared/ui/RemoteContent';
import { Spinner } from '../../shared/ui/Spinner';
import { StravaMark } from '../../shared/ui/StravaMark';
import { PageHeader } from '../../shared/ui/PageHeader';
import { stravaStatusQuery } from './integrations.queries';
import { StravaConnect } from './StravaConnect';
import { StravaConnection } from './StravaConnection';
import { StravaNotCounted } from './StravaNotCounted';
import { useStravaReturn, type StravaReturnState } from './useStravaReturn';
import styles from './IntegrationsPage.module.css';

/**
 * My integrations: the Strava connection (what connecting means, connect, see, change what a
 * disconnect does, disconnect), why an activity did not count, and the way to manual entry.
 */
export function IntegrationsPage() {
  const { t } = useTranslation('integrations');
  const returned = useStravaReturn();
  const status = useQuery({ ...stravaStatusQuery, enabled: returned.phase !== 'exchanging' });
  // Strava's data shows on this page only once connected: before, Strava's mark says we work with it
  const connected = Boolean(status.data?.connection);
  // Back from Strava, one message holds from the trade of the code until the connection shows.
  const linking = returned.phase === 'exchanging' || (returned.phase === 'connected' && status.data === undefined && status.isFetching);

  return (
    <>
      <PageHeader title={t('title')} />
      <Card title={t('strava.title')}>
        {!linking && <ReturnNotice returned={returned} />}
        {linking ? (
          <Spinner text={t('layout:stravaLinking')} />
        ) : (
          <RemoteContent remote={status} errorTitle={t('strava.statusError')}>
            {(shown) =>
              shown.connection ? (
                <StravaConnection connection={shown.connection} appInactive={shown.connect.blocked === 'appInactive'} />
              ) : (
                <StravaConnect status={shown} />
              )
            }
          </RemoteContent>
        )}
        <p className={styles.mark}>
          <StravaMark poweredBy={connected} />
        </p>
      </Card>
      {connected && <StravaNotCounted />}
      <Card title={t('manual.title')}>
        <p>{t('manual.text')}</p>
        <ButtonLink variant="secondary" to={PATHS.myResults}>
          {t('manual.link')}
        </ButtonLink>
      </Card>
    </>
  );
}

/** How the trip back from Strava's page ended; a restricted connection is told by StravaConnection itself. */
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
