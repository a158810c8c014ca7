import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../shared/auth/auth.store';
import { Button } from '../../shared/ui/Button';
import { Card } from '../../shared/ui/Card';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { useDownloadMyData, useRequestAccountDeletion } from './account.queries';

/**
 * On My results: the participant's own data as a JSON file, and the request to delete the
 * account, which asks first (it signs them out for good) and then ends the session here. Not
 * shown to a platform admin acting as the user: both are the user's own (the API refuses them too).
 */
export function MyDataCard() {
  const { t } = useTranslation('account');
  const acting = useAuthStore((state) => state.adminToken !== null);
  const download = useDownloadMyData();
  const requestDeletion = useRequestAccountDeletion();
  const [confirming, setConfirming] = useState(false);

  if (acting) return null;

  return (
    <Card title={t('myData.title')}>
      <p>{t('myData.text')}</p>
      <div className="form__actions form__actions--start">
        <Button variant="secondary" busy={download.isPending} onClick={() => download.mutate()}>
          {t('myData.download')}
        </Button>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {t('myData.delete')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('confirmDeletion.title')}
        description={t('confirmDeletion.text')}
        confirmLabel={t('confirmDeletion.confirm')}
        onConfirm={() => requestDeletion.mutateAsync()}
      />
    </Card>
  );
}
