import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STRAVA_CONSENT_VERSION, type StravaResultsOnDisconnect, type StravaStatusResponse } from '@lesne/contracts';
import { STRAVA_ATHLETE_URL } from '../../shared/constants';
import { formatDay } from '../../shared/format';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { cx } from '../../shared/ui/cx';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { Fact } from '../../shared/ui/Fact';
import { useChangeStravaConsent, useDisconnectStrava } from './integrations.queries';
import { ResultsOnDisconnectChoice } from './ResultsOnDisconnectChoice';
import styles from './IntegrationsPage.module.css';

type Connection = NonNullable<StravaStatusResponse['connection']>;

/** Connected: the link's access and age, what a disconnect will do (and a way to choose again), and the disconnect itself. */
export function StravaConnection({ connection, appInactive }: { connection: Connection; appInactive: boolean }) {
  const { t } = useTranslation('integrations');
  const full = connection.accessType === 'full';
  const chosen = connection.consent?.onDisconnect ?? 'keepAnonymous';
  const [confirming, setConfirming] = useState(false);
  const disconnect = useDisconnectStrava({ error: t('disconnect.error') });

  return (
    <div className={styles.connection}>
      <p>
        <span className="badge badge--ok">{t('strava.connected')}</span>
      </p>
      {appInactive && <Alert variant="warning">{t('blocked.connectedInactive')}</Alert>}
      <dl className="facts">
        <Fact label={t('strava.access')}>{t(full ? 'strava.full' : 'strava.restricted')}</Fact>
        <Fact label={t('strava.since')}>{formatDay(connection.connectedAt)}</Fact>
      </dl>
      {!full && (
        <Alert variant="warning" title={t('restricted.title')}>
          {t('restricted.text')}
        </Alert>
      )}
      <ResultsOnDisconnect chosen={chosen} asked={connection.consent !== null} />
      <div className={styles.actions}>
        <a className={styles.stravaLink} href={`${STRAVA_ATHLETE_URL}${encodeURIComponent(connection.athleteId)}`} target="_blank" rel="noopener noreferrer">
          {t('strava.viewProfile')}
        </a>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {t('disconnect.open')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('disconnect.title')}
        description={t(`disconnect.${chosen}`)}
        confirmLabel={t('disconnect.confirm')}
        onConfirm={() => disconnect.mutateAsync().catch(() => undefined)}
      />
    </div>
  );
}

/** What a disconnect will do with the results, and the choice made again. */
function ResultsOnDisconnect({ chosen, asked }: { chosen: StravaResultsOnDisconnect; asked: boolean }) {
  const { t } = useTranslation('integrations');
  const [editing, setEditing] = useState<StravaResultsOnDisconnect | null>(null);
  const change = useChangeStravaConsent({ error: t('onDisconnect.saveError') });

  if (editing) {
    return (
      <form
        className={styles.consent}
        onSubmit={(event) => {
          event.preventDefault();
          change.mutate({ version: STRAVA_CONSENT_VERSION, onDisconnect: editing }, { onSuccess: () => setEditing(null) });
        }}
      >
        <ResultsOnDisconnectChoice value={editing} onChange={setEditing} />
        <Button type="submit" variant="secondary" busy={change.isPending}>
          {t('onDisconnect.save')}
        </Button>
      </form>
    );
  }
  return (
    <div className={cx(styles.consent, styles.consentLine)}>
      <p>{asked ? t('onDisconnect.current', { choice: t(`onDisconnect.${chosen}`).toLocaleLowerCase() }) : t('onDisconnect.notChosen')}</p>
      <Button variant="secondary" size="small" onClick={() => setEditing(chosen)}>
        {t('onDisconnect.change')}
      </Button>
    </div>
  );
}
