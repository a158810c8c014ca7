import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityItem } from '@lesne/contracts';
import { useRemoteData, type RemoteData } from '../../shared/api/useRemoteData';
import { notifyError, notifyFailure, notifySuccess } from '../../shared/feedback/notify';
import { useLiveRefresh } from '../../shared/realtime/useLive';
import { Button } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { RemoteContent } from '../../shared/ui/RemoteContent';
import { useActivityFacts } from '../activities/activity-display';
import {
  decideActivity,
  fetchFlaggedActivities,
  fetchPendingActivities,
  resolveFlag,
} from '../activities/activities.api';
import { ActivityTable } from '../activities/ActivityTable';
import { useCompany } from '../company/company.store';
import { refreshReviewCounts } from '../live/review-counts';

/** A decision that asks first: denying a pending entry, or deleting a flagged activity. */
type Confirming = { kind: 'deny' | 'removeActivity'; activity: ActivityItem } | null;

/** Entry approval: pending manual entries to approve or deny, and (with the flag system) flagged ones. */
export function ApprovalsPage() {
  const { t } = useTranslation('approvals');
  const company = useCompany();
  const flagSystem = company?.stats.flagSystem === true;
  const onError = () => notifyError(t('toast.fetchError'));
  const pending = useRemoteData('review:pending', fetchPendingActivities, onError);
  const flagged = useRemoteData(`review:flagged:${flagSystem}`, () => (flagSystem ? fetchFlaggedActivities() : Promise.resolve([])), onError);
  const [busy, setBusy] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const facts = useActivityFacts();

  // Someone added, flagged or decided an entry (another admin, too): both lists may have changed.
  useLiveRefresh(['review:counts'], () => {
    pending.reload();
    flagged.reload();
  });

  const removeFrom = (list: RemoteData<ActivityItem[]>, activity: ActivityItem) =>
    list.update((items) => items.filter((item) => item.id !== activity.id));

  async function decide(activity: ActivityItem, status: 'approved' | 'denied') {
    setBusy(activity.id);
    try {
      await decideActivity(activity.id, status);
      notifySuccess(t(status === 'approved' ? 'toast.approved' : 'toast.denied'));
      removeFrom(pending, activity);
      void refreshReviewCounts();
    } catch (error) {
      notifyFailure(t('toast.decisionError'), error);
    } finally {
      setBusy(null);
    }
  }

  async function settleFlag(activity: ActivityItem, status: 'removeFlag' | 'removeActivity') {
    setBusy(activity.id);
    try {
      await resolveFlag(activity.id, status);
      notifySuccess(t(status === 'removeFlag' ? 'toast.flagRemoved' : 'toast.activityRemoved'));
      removeFrom(flagged, activity);
      void refreshReviewCounts();
    } catch (error) {
      notifyFailure(t('toast.decisionError'), error);
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <h1 className="page-title">{t('title')}</h1>
      <section className="card" aria-labelledby="pending-title">
        <h2 id="pending-title" className="card__title">
          {t('pending.title')}
          {pending.data && <span className="count-pill" aria-hidden="true">{pending.data.length}</span>}
        </h2>
        <p className="muted">{t('pending.lead')}</p>
        <ReviewList
          list={pending}
          label={t('pending.title')}
          empty={t('pending.empty')}
          actions={(activity) => (
            <>
              <Button className="btn--small" busy={busy === activity.id} onClick={() => void decide(activity, 'approved')}>
                {t('actions.approve')}
              </Button>
              <Button
                variant="danger"
                className="btn--small"
                disabled={busy === activity.id}
                onClick={() => setConfirming({ kind: 'deny', activity })}
              >
                {t('actions.deny')}
              </Button>
            </>
          )}
        />
      </section>
      {flagSystem && (
        <section className="card" aria-labelledby="flagged-title">
          <h2 id="flagged-title" className="card__title">
            {t('flagged.title')}
            {flagged.data && <span className="count-pill" aria-hidden="true">{flagged.data.length}</span>}
          </h2>
          <p className="muted">{t('flagged.lead')}</p>
          <ReviewList
            list={flagged}
            label={t('flagged.title')}
            empty={t('flagged.empty')}
            actions={(activity) => (
              <>
                <Button
                  variant="secondary"
                  className="btn--small"
                  busy={busy === activity.id}
                  onClick={() => void settleFlag(activity, 'removeFlag')}
                >
                  {t('actions.removeFlag')}
                </Button>
                <Button
                  variant="danger"
                  className="btn--small"
                  disabled={busy === activity.id}
                  onClick={() => setConfirming({ kind: 'removeActivity', activity })}
                >
                  {t('actions.removeActivity')}
                </Button>
              </>
            )}
          />
        </section>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t(confirming?.kind === 'removeActivity' ? 'confirmRemove.title' : 'confirmDeny.title')}
        description={
          confirming
            ? t(confirming.kind === 'removeActivity' ? 'confirmRemove.description' : 'confirmDeny.description', facts(confirming.activity))
            : ''
        }
        confirmLabel={t(confirming?.kind === 'removeActivity' ? 'confirmRemove.confirm' : 'confirmDeny.confirm')}
        onConfirm={() => {
          if (!confirming) return Promise.resolve();
          return confirming.kind === 'deny'
            ? decide(confirming.activity, 'denied')
            : settleFlag(confirming.activity, 'removeActivity');
        }}
      />
    </>
  );
}

interface ReviewListProps {
  list: RemoteData<ActivityItem[]>;
  label: string;
  empty: string;
  actions(activity: ActivityItem): ReactNode;
}

function ReviewList({ list, label, empty, actions }: ReviewListProps) {
  const { t } = useTranslation('approvals');
  return (
    <RemoteContent remote={list} errorTitle={t('toast.fetchError')}>
      {(activities) => <ActivityTable label={label} activities={activities} empty={empty} showUser actions={actions} />}
    </RemoteContent>
  );
}
