import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingDeletionRow } from '@lesne/contracts';
import { notifyFailure, notifySuccess } from '../../shared/feedback/notify';
import { formatDay } from '../../shared/format';
import { Button } from '../../shared/ui/Button';
import { Card } from '../../shared/ui/Card';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { cx } from '../../shared/ui/cx';
import { RemoteContent } from '../../shared/ui/RemoteContent';
import { cancelDeletion, carryOutDeletion, fetchPendingDeletions } from './account.api';
import styles from './PendingDeletionsCard.module.css';

const pendingDeletionsKey = ['account-deletion', 'pending'] as const;

type Decision = { action: 'execute' | 'cancel'; row: PendingDeletionRow };

/**
 * The platform admin's pending deletion requests (on the users page, above the list), each by its
 * account's e-mail: the name is on its way out (libs/domain visibility.ts). Each can be carried
 * out at once, or cancelled at the user's wish (they sign in again); both ask first. Nothing shows
 * while none is pending.
 */
export function PendingDeletionsCard() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const pending = useQuery({ queryKey: pendingDeletionsKey, queryFn: fetchPendingDeletions });
  const [decision, setDecision] = useState<Decision | null>(null);

  async function decide({ action, row }: Decision) {
    try {
      notifySuccess(action === 'execute' ? await carryOutDeletion(row.userId) : await cancelDeletion(row.userId));
    } catch (error) {
      notifyFailure(t(`pending.${action}Error`), error);
    } finally {
      void queryClient.invalidateQueries({ queryKey: pendingDeletionsKey });
    }
  }

  if (pending.data?.items.length === 0) return null;

  return (
    <Card title={t('pending.title')}>
      <RemoteContent remote={pending} errorTitle={t('pending.loadError')}>
        {({ items }) => (
            <table className="table table--stack">
              <caption className="visually-hidden">{t('pending.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('pending.columns.email')}</th>
                  <th scope="col">{t('pending.columns.company')}</th>
                  <th scope="col">{t('pending.columns.requested')}</th>
                  <th scope="col">{t('pending.columns.due')}</th>
                  <th scope="col">{t('pending.columns.action')}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((row) => (
                  <tr key={row.userId}>
                    <td data-label={t('pending.columns.email')} className="table__break">
                      {row.email}
                    </td>
                    <td data-label={t('pending.columns.company')}>{row.companyName ?? t('common:none')}</td>
                    <td data-label={t('pending.columns.requested')}>{formatDay(row.requestedAt)}</td>
                    <td data-label={t('pending.columns.due')}>{formatDay(row.dueDay)}</td>
                    <td data-label={t('pending.columns.action')}>
                      <div className={cx('table__actions', styles.actions)}>
                        <Button variant="secondary" className="btn--small" onClick={() => setDecision({ action: 'cancel', row })}>
                          {t('pending.cancel')}
                        </Button>
                        <Button variant="danger" className="btn--small" onClick={() => setDecision({ action: 'execute', row })}>
                          {t('pending.execute')}
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
        )}
      </RemoteContent>
      <ConfirmDialog
        open={decision !== null}
        onOpenChange={(open) => !open && setDecision(null)}
        title={t(`pending.confirm.${decision?.action ?? 'execute'}Title`, { email: decision?.row.email ?? '' })}
        description={t(`pending.confirm.${decision?.action ?? 'execute'}Text`)}
        confirmLabel={t(`pending.confirm.${decision?.action ?? 'execute'}`)}
        onConfirm={() => (decision ? decide(decision) : Promise.resolve())}
      />
    </Card>
  );
}
