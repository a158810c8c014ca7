import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../shared/api/download';
import { useAuthStore } from '../../shared/auth/auth.store';
import { notifyFailure, notifySuccess } from '../../shared/feedback/notify';
import { Button } from '../../shared/ui/Button';
import { Card } from '../../shared/ui/Card';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { downloadMyData, requestAccountDeletion } from './account.api';

/**
 * On My results: the participant's own data as a JSON file, and the request to delete the
 * account, which asks first (it signs them out for good) and then ends the session here. Not
 * shown to a platform admin acting as the user: both are the user's own (the API refuses them too).
 */
export function MyDataCard() {
  const { t } = useTranslation('account');
  const expire = useAuthStore((state) => state.expire);
  const acting = useAuthStore((state) => state.adminToken !== null);
  const [downloading, setDownloading] = useState(false);
  const [confirming, setConfirming] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      const { blob, filename } = await downloadMyData();
      saveFile(blob, filename ?? t('myData.filename'));
    } catch (error) {
      notifyFailure(t('myData.downloadError'), error);
    } finally {
      setDownloading(false);
    }
  }

  async function requestDeletion() {
    try {
      const { message } = await requestAccountDeletion();
      notifySuccess(message);
      // The server has ended every session of the account; this one leaves for the sign-in page.
      expire();
    } catch (error) {
      notifyFailure(t('myData.deleteError'), error);
    }
  }

  if (acting) return null;

  return (
    <Card title={t('myData.title')}>
      <p>{t('myData.text')}</p>
      <div className="form__actions form__actions--start">
        <Button variant="secondary" busy={downloading} onClick={() => void download()}>
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
        onConfirm={requestDeletion}
      />
    </Card>
  );
}
