import { useQuery } from '@tanstack/react-query';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityItem } from '@lesne/contracts';
import { MANUAL_MAX_DISTANCE_KM } from '@lesne/domain';
import { Button } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { Icon } from '../../shared/ui/icons';
import { PagedContent } from '../../shared/ui/PagedContent';
import { RemoteContent, type Remote } from '../../shared/ui/RemoteContent';
import { PageHeader } from '../../shared/ui/PageHeader';
import { ActivityTable, useActivityFacts, useWithheldFacts } from '../activities';
import { useCompany } from '../company';
import { flaggedEntriesQuery, useDecideEntries, useDecideEntry, useSettleFlag } from './approvals.queries';
import styles from './ApprovalsPage.module.css';
import { usePendingEntries } from './usePendingEntries';
import { useRowFocus } from '../../shared/ui/row-focus';

type BulkDecision = 'approved' | 'denied';

/** A decision that asks first: denying a pending entry, or deleting a flagged activity. */
type Confirming = { kind: 'deny' | 'removeActivity'; activity: ActivityItem } | null;

/**
 * Entry approval: pending manual entries to approve or deny, and (with the flag system) flagged
 * ones. A Strava result shows whose it is, its trees, status and why it was held, with a link to
 * it on Strava: Strava lets only its owner see its day, type and km (libs/domain visibility.ts).
 */
export function ApprovalsPage() {
  const { t } = useTranslation('approvals');
  const company = useCompany();
  const flagSystem = company?.stats.flagSystem === true;
  // Both lists follow the live review counts (useLiveCache).
  const pending = usePendingEntries();
  // The system flags suspicious results whether or not participants may flag: without the flag
  // system the list shows only when it holds some.
  const flagged = useQuery(flaggedEntriesQuery);
  const showFlagged = flagSystem || (flagged.data?.length ?? 0) > 0;
  const decideEntry = useDecideEntry();
  const decideEntries = useDecideEntries();
  const settleFlag = useSettleFlag();
  /** the entry whose decision is on its way */
  const busy = decideEntry.isPending ? decideEntry.variables.activity.id : settleFlag.isPending ? settleFlag.variables.activity.id : null;
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [bulk, setBulk] = useState<BulkDecision | null>(null);
  const facts = useActivityFacts();
  const withheldFacts = useWithheldFacts();
  /** What a confirmation says of an entry: a Strava result only whose it is and its trees. */
  const confirmation = (kind: 'confirmDeny' | 'confirmRemove', activity: ActivityItem) =>
    activity.withheld ? t(`${kind}.strava`, withheldFacts(activity)) : t(`${kind}.description`, facts(activity));
  const flaggedHasStrava = flagged.data?.some((activity) => activity.withheld) ?? false;
  const keepRowFocus = useRowFocus();

  return (
    <>
      <PageHeader title={t('title')} />
      <section className="card" aria-labelledby="pending-title">
        <h2 id="pending-title" className="card__title" tabIndex={-1}>
          {t('pending.title')}
          {pending.list.data && (
            <span className={styles.countPill} aria-hidden="true">
              {pending.list.data.itemsTotal}
            </span>
          )}
        </h2>
        <p className="muted">{t('pending.lead')}</p>
        <PagedContent remote={pending.list} paging={pending} errorTitle={t('toast.fetchError')}>
          {({ items }) => (
            <>
              <BulkBar
                count={pending.selected.size}
                onDecide={(status) => setBulk(status)}
                onClear={pending.clearSelection}
              />
              <ActivityTable
                label={t('pending.title')}
                activities={items}
                empty={t('pending.empty')}
                showUser
                selection={{
                  selected: pending.selected,
                  onToggle: pending.toggle,
                  onToggleAll: pending.toggleAll,
                  allLabel: t('bulk.selectAll'),
                  label: (activity) => (activity.withheld ? t('bulk.selectStrava', withheldFacts(activity)) : t('bulk.select', facts(activity))),
                }}
                actions={(activity) => (
                  <>
                    <Button
                      size="small"
                      className={styles.decision}
                      busy={busy === activity.id}
                      onClick={(event) => {
                        keepRowFocus(event.currentTarget);
                        decideEntry.mutate({ activity, status: 'approved' });
                      }}
                    >
                      <Icon name="check" />
                      <span className={styles.decisionText}>{t('actions.approve')}</span>
                    </Button>
                    <Button
                      variant="danger"
                      size="small" className={styles.decision}
                      disabled={busy === activity.id}
                      onClick={(event) => {
                        keepRowFocus(event.currentTarget);
                        setConfirming({ kind: 'deny', activity });
                      }}
                    >
                      <Icon name="close" />
                      <span className={styles.decisionText}>{t('actions.deny')}</span>
                    </Button>
                  </>
                )}
              />
            </>
          )}
        </PagedContent>
      </section>
      {showFlagged && (
        <section className="card" aria-labelledby="flagged-title">
          <h2 id="flagged-title" className="card__title" tabIndex={-1}>
            {t('flagged.title')}
            {flagged.data && <span className={styles.countPill} aria-hidden="true">{flagged.data.length}</span>}
          </h2>
          <p className="muted">{t('flagged.lead')}</p>
          {flaggedHasStrava && <p className="muted">{t('flagged.strava')}</p>}
          <ReviewList
            list={flagged}
            label={t('flagged.title')}
            empty={t('flagged.empty')}
            extraColumn={{ header: t('flagged.reason'), cell: (activity) => <FlagReasonText activity={activity} /> }}
            actions={(activity) => (
              <>
                <Button
                  variant="secondary"
                  size="small"
                  busy={busy === activity.id}
                  onClick={(event) => {
                    keepRowFocus(event.currentTarget);
                    settleFlag.mutate({ activity, status: 'removeFlag' });
                  }}
                >
                  {t('actions.removeFlag')}
                </Button>
                <Button
                  variant="danger"
                  size="small"
                  disabled={busy === activity.id}
                  onClick={(event) => {
                    keepRowFocus(event.currentTarget);
                    setConfirming({ kind: 'removeActivity', activity });
                  }}
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
        description={confirming ? confirmation(confirming.kind === 'removeActivity' ? 'confirmRemove' : 'confirmDeny', confirming.activity) : ''}
        confirmLabel={t(confirming?.kind === 'removeActivity' ? 'confirmRemove.confirm' : 'confirmDeny.confirm')}
        onConfirm={() => {
          if (!confirming) return Promise.resolve();
          const { activity } = confirming;
          return confirming.kind === 'deny'
            ? decideEntry.mutateAsync({ activity, status: 'denied' })
            : settleFlag.mutateAsync({ activity, status: 'removeActivity' });
        }}
      />
      <ConfirmDialog
        open={bulk !== null}
        onOpenChange={(open) => !open && setBulk(null)}
        title={t(bulk === 'denied' ? 'bulk.confirmDeny.title' : 'bulk.confirmApprove.title', { count: pending.selected.size })}
        description={t(bulk === 'denied' ? 'bulk.confirmDeny.description' : 'bulk.confirmApprove.description', { count: pending.selected.size })}
        confirmLabel={t(bulk === 'denied' ? 'bulk.confirmDeny.confirm' : 'bulk.confirmApprove.confirm', { count: pending.selected.size })}
        confirmVariant={bulk === 'denied' ? 'danger' : 'primary'}
        onConfirm={() => (bulk ? decideEntries.mutateAsync({ ids: [...pending.selected], status: bulk }) : Promise.resolve())}
      />
    </>
  );
}

interface BulkBarProps {
  count: number;
  onDecide(status: BulkDecision): void;
  onClear(): void;
}

/** What to do with the entries ticked on this page; shown once one is. */
function BulkBar({ count, onDecide, onClear }: BulkBarProps) {
  const { t } = useTranslation('approvals');
  return (
    <div className={styles.bulkBar} role="group" aria-label={t('bulk.label')} hidden={count === 0}>
      <p className={styles.bulkCount} aria-live="polite">
        {t('bulk.selected', { count })}
      </p>
      <div className={styles.bulkActions}>
        <Button size="small" onClick={() => onDecide('approved')}>
          {t('bulk.approve', { count })}
        </Button>
        <Button variant="danger" size="small" onClick={() => onDecide('denied')}>
          {t('bulk.deny', { count })}
        </Button>
        <Button variant="transparent" size="small" onClick={onClear}>
          {t('bulk.clear')}
        </Button>
      </div>
    </div>
  );
}

interface ReviewListProps {
  list: Remote<ActivityItem[]>;
  label: string;
  empty: string;
  extraColumn?: ComponentProps<typeof ActivityTable>['extraColumn'];
  actions(activity: ActivityItem): ReactNode;
}

function ReviewList({ list, label, empty, extraColumn, actions }: ReviewListProps) {
  const { t } = useTranslation('approvals');
  return (
    <RemoteContent remote={list} errorTitle={t('toast.fetchError')}>
      {(activities) => (
        <ActivityTable label={label} activities={activities} empty={empty} showUser extraColumn={extraColumn} actions={actions} />
      )}
    </RemoteContent>
  );
}

/** Why an entry is flagged: the system's reason, or a participant's report. */
function FlagReasonText({ activity }: { activity: ActivityItem }) {
  const { t } = useTranslation('approvals');
  return <>{t(`flagReason.${activity.flagReason ?? 'participant'}`, { km: MANUAL_MAX_DISTANCE_KM })}</>;
}
