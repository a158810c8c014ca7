import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingDeletionRow } from '@lesne/contracts';
import { formatDay } from '../../shared/format';
import { Button } from '../../shared/ui/Button';
import { Card } from '../../shared/ui/Card';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { cx } from '../../shared/ui/cx';
import { DataTable } from '../../shared/ui/DataTable';
import { RemoteContent } from '../../shared/ui/RemoteContent';
import { pendingDeletionsQuery, useDecideDeletion } from './account.queries';
import styles from './PendingDeletionsCard.module.css';

type Decision = { action: 'execute' | 'cancel'; row: PendingDeletionRow };

/**
 * The platform admin's pending deletion requests (on the users page, above the list), each by its
 * account's e-mail: the name is on its way out (libs/domain visibility.ts). Each can be carried
 * out at once, or cancelled at the user's wish (they sign in again); both ask first. Nothing shows
 * while none is pending.
 */
export function PendingDeletionsCard() {
  const { t } = useTranslation('account');
  const pending = useQuery(pendingDeletionsQuery);
  const [decision, setDecision] = useState<Decision | null>(null);
  const decide = useDecideDeletion();

  if (pending.data?.items.length === 0) return null;

  return (
    <Card title={t('pending.title')}>
      <RemoteContent remote={pending} errorTitle={t('pending.loadError')}>
        {({ items }) => (
          <DataTable
            caption={t('pending.title')}
            rows={items}
            rowKey={(row) => row.userId}
            columns={[
              { header: t('pending.columns.email'), className: 'table__break', cell: (row) => row.email },
              { header: t('pending.columns.company'), cell: (row) => row.companyName ?? t('common:none') },
              { header: t('pending.columns.requested'), cell: (row) => formatDay(row.requestedAt) },
              { header: t('pending.columns.due'), cell: (row) => formatDay(row.dueDay) },
              {
                header: t('pending.columns.action'),
                cell: (row) => (
                  <div className={cx('table__actions', styles.actions)}>
                    <Button variant="secondary" size="small" onClick={() => setDecision({ action: 'cancel', row })}>
                      {t('pending.cancel')}
                    </Button>
                    <Button variant="danger" size="small" onClick={() => setDecision({ action: 'execute', row })}>
                      {t('pending.execute')}
                    </Button>
                  </div>
                ),
              },
            ]}
          />
        )}
      </RemoteContent>
      <ConfirmDialog
        open={decision !== null}
        onOpenChange={(open) => !open && setDecision(null)}
        title={t(`pending.confirm.${decision?.action ?? 'execute'}Title`, { email: decision?.row.email ?? '' })}
        description={t(`pending.confirm.${decision?.action ?? 'execute'}Text`)}
        confirmLabel={t(`pending.confirm.${decision?.action ?? 'execute'}`)}
        onConfirm={() => (decision ? decide.mutateAsync({ action: decision.action, userId: decision.row.userId }) : Promise.resolve())}
      />
    </Card>
  );
}
