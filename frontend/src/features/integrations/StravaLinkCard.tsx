import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PATHS, type StravaStatusResponse } from '@lesne/contracts';
import { ButtonLink } from '../../shared/ui/Button';
import { Card } from '../../shared/ui/Card';
import { RemoteContent } from '../../shared/ui/RemoteContent';
import { stravaStatusQuery } from './integrations.queries';
import { StravaRevokedNotice } from './StravaRevokedNotice';

/** My results' word on Strava as it stands: connected, ended by Strava (and why), or not yet; each with its way to My integrations. */
export function StravaLinkCard() {
  const { t } = useTranslation('integrations');
  const status = useQuery(stravaStatusQuery);
  return (
    <Card title={t('link.title')}>
      <RemoteContent remote={status} errorTitle={t('strava.statusError')}>
        {(shown) => <StravaLinkSummary status={shown} />}
      </RemoteContent>
    </Card>
  );
}

function StravaLinkSummary({ status }: { status: StravaStatusResponse }) {
  const { t } = useTranslation('integrations');
  if (status.connection) {
    return (
      <>
        <p>
          <span className="badge badge--ok">{t('strava.connected')}</span> {t('link.connected')}
        </p>
        <ButtonLink variant="secondary" to={PATHS.integrations}>
          {t('link.manage')}
        </ButtonLink>
      </>
    );
  }
  return (
    <>
      {status.revokedAt ? <StravaRevokedNotice revokedAt={status.revokedAt} /> : <p>{t('link.notConnected')}</p>}
      <ButtonLink to={PATHS.integrations}>{t(status.revokedAt ? 'link.reconnect' : 'link.connect')}</ButtonLink>
    </>
  );
}
