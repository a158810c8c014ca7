import { useTranslation } from 'react-i18next';
import { formatDay } from '../../shared/format';
import { Alert } from '../../shared/ui/Alert';

/** Why a user who was connected no longer is: Strava ended the link (they withdrew our access there), and what that means. */
export function StravaRevokedNotice({ revokedAt }: { revokedAt: string }) {
  const { t } = useTranslation('integrations');
  return (
    <Alert variant="warning" title={t('revoked.title')}>
      {t('revoked.text', { date: formatDay(revokedAt) })}
    </Alert>
  );
}
