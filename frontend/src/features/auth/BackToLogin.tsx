import { useTranslation } from 'react-i18next';
import { PATHS } from '@lesne/contracts';
import { Link } from '../../shared/routing/links';

export function BackToLogin() {
  const { t } = useTranslation('auth');
  return <Link to={PATHS.login}>{t('backToLogin')}</Link>;
}
