import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DetailedActivityItem } from '@lesne/contracts';
import { Button } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { useDeleteActivity } from './activities.queries';
import { useActivityFacts, type ActivityFacts } from './activity-display';

interface DeletionConfirmation {
  title: string;
  description(facts: ActivityFacts): string;
  confirm: string;
}

interface ActivityDeletionOptions {
  /** what the confirmation says; by default it speaks of the user's own result */
  confirmation?: DeletionConfirmation;
}

/**
 * Deleting a result from a table of results shown in full (one's own, or the admins' list): `action` is the row's button for `ActivityTable`, `dialog`
 * the confirmation to render once; the request and its toasts run when it is confirmed.
 */
export function useActivityDeletion({ confirmation }: ActivityDeletionOptions = {}) {
  const { t } = useTranslation('activities');
  const facts = useActivityFacts();
  const deleteActivity = useDeleteActivity();
  const [deleting, setDeleting] = useState<DetailedActivityItem | null>(null);
  const texts = confirmation ?? {
    title: t('delete.title'),
    description: (values: ActivityFacts) => t('delete.description', values),
    confirm: t('delete.confirm'),
  };

  const action = (activity: DetailedActivityItem) => (
    <Button variant="danger" size="small" onClick={() => setDeleting(activity)}>
      {t('delete.action')}
    </Button>
  );

  const dialog = (
    <ConfirmDialog
      open={deleting !== null}
      onOpenChange={(open) => !open && setDeleting(null)}
      title={texts.title}
      description={deleting ? texts.description(facts(deleting)) : ''}
      confirmLabel={texts.confirm}
      onConfirm={() => (deleting ? deleteActivity.mutateAsync(deleting) : Promise.resolve())}
    />
  );

  return { action, dialog };
}
