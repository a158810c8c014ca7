import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../shared/feedback/ErrorAlert';
import { Button } from '../../shared/ui/Button';
import { Card } from '../../shared/ui/Card';
import { useCompanyQuery } from './company.queries';

/** Shown where the company is needed but could not be loaded, with a way to ask again. */
export function CompanyLoadError() {
  const { t } = useTranslation('layout');
  const company = useCompanyQuery();
  return (
    <Card title={t('companyError')}>
      <ErrorAlert error={company.error} />
      <div className="form__actions">
        <Button busy={company.isFetching} onClick={() => void company.refetch()}>
          {t('common:retry')}
        </Button>
      </div>
    </Card>
  );
}
