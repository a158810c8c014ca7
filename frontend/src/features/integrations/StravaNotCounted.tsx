import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StravaHeldItem, StravaNotCountedItem } from '@lesne/contracts';
import { formatDay, formatTime } from '../../shared/format';
import { useNumberFormat } from '../../shared/hooks/useNumberFormat';
import { useLiveEvent } from '../../shared/realtime/useLive';
import { Button } from '../../shared/ui/Button';
import { Card } from '../../shared/ui/Card';
import { RemoteContent } from '../../shared/ui/RemoteContent';
import { StravaMark } from '../../shared/ui/StravaMark';
import { ViewOnStrava } from '../../shared/ui/ViewOnStrava';
import { integrationKeys, stravaNotCountedQuery, useStravaResync } from './integrations.queries';
import styles from './IntegrationsPage.module.css';

/**
 * "Why didn't my activity count?": the user's own Strava activities the rules left out and the
 * ones waiting for the company admin, each with its reason in plain words and its link to Strava,
 * and a re-sync of their own (once an hour). Only its owner sees this.
 */
export function StravaNotCounted() {
  const { t } = useTranslation('integrations');
  const queryClient = useQueryClient();
  const remote = useQuery(stravaNotCountedQuery);
  const resync = useStravaResync({ error: t('notCounted.resyncError') });
  // the list follows the user's own import (a re-sync, a connect) once it is done
  useLiveEvent('strava:import', (item) => {
    if (item.state === 'done') void queryClient.invalidateQueries({ queryKey: integrationKeys.notCounted() });
  });

  return (
    <Card title={t('notCounted.title')}>
      <p>{t('notCounted.intro')}</p>
      <RemoteContent remote={remote} errorTitle={t('notCounted.error')}>
        {({ notCounted, held, resyncAvailableAt }) => (
          <>
            {notCounted.length === 0 && held.length === 0 && <p className={styles.none}>{t('notCounted.none')}</p>}
            {held.length > 0 && (
              <ActivityList title={t('notCounted.heldTitle')} items={held.map((item) => ({ ...item, label: t(`activities:types.${item.typeKey}`), why: t(`heldReasons.${item.reason}`) }))} />
            )}
            {notCounted.length > 0 && (
              <ActivityList title={t('notCounted.leftTitle')} items={notCounted.map((item) => ({ ...item, label: item.sportType, why: t(`skipReasons.${item.reason}`) }))} />
            )}
            <div className={styles.resync}>
              <Button variant="secondary" onClick={() => resync.mutate()} busy={resync.isPending} disabled={resyncAvailableAt !== null}>
                {t('notCounted.resync')}
              </Button>
              <p className={styles.hint}>
                {resyncAvailableAt ? t('notCounted.resyncAt', { time: formatTime(resyncAvailableAt) }) : t('notCounted.resyncHint')}
              </p>
            </div>
          </>
        )}
      </RemoteContent>
      <p className={styles.mark}>
        <StravaMark poweredBy />
      </p>
    </Card>
  );
}

type Listed = (StravaHeldItem | StravaNotCountedItem) & { label: string; why: string };

function ActivityList({ title, items }: { title: string; items: Listed[] }) {
  const { t } = useTranslation('integrations');
  const { formatAmount } = useNumberFormat();
  return (
    <section className={styles.notCounted} aria-label={title}>
      <h3>{title}</h3>
      <ul>
        {items.map((item) => (
          <li key={item.stravaActivityId}>
            <p className={styles.what}>
              {formatDay(item.startTime)} · {item.label} · {t('notCounted.km', { km: formatAmount(item.distance) })}
            </p>
            <p>{item.why}</p>
            <ViewOnStrava activityId={item.stravaActivityId} />
          </li>
        ))}
      </ul>
    </section>
  );
}
