import { useTranslation } from 'react-i18next';
import { Alert } from '../../shared/ui/Alert';

export function InvalidLinkNotice() {
  const { t } = useTranslation('auth');
  return (
    <Alert variant="error" title={t('invalidLink.title')}>
      {t('invalidLink.hint')}
    </Alert>
  );
}
