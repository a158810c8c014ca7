import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../shared/feedback/ErrorAlert';
import { Button } from '../../shared/ui/Button';
import { Card } from '../../shared/ui/Card';
import { useCompanyStore } from './company.store';

/** Shown where the company is needed but could not be loaded, with a way to ask again. */
export function CompanyLoadError() {
  const { t } = useTranslation('layout');
  const error = useCompanyStore((state) => state.error);
  const refresh = useCompanyStore((state) => state.refresh);
  const [busy, setBusy] = useState(false);

  async function retry() {
    setBusy(true);
    await refresh();
    setBusy(false);
  }

  return (
    <Card title={t('companyError')}>
      <ErrorAlert error={error} />
      <div className="form__actions">
        <Button busy={busy} onClick={() => void retry()}>
          {t('common:retry')}
        </Button>
      </div>
    </Card>
  );
}
