import { useTranslation } from 'react-i18next';
import { PATHS } from '@lesne/contracts';
import { NavLink } from '../routing/links';
import styles from './LegalLinks.module.css';

export function LegalLinks() {
  const { t } = useTranslation('legal');
  return (
    <nav aria-label={t('nav.label')} className={styles.links}>
      <NavLink to={PATHS.privacy}>{t('nav.privacy')}</NavLink>
      <NavLink to={PATHS.terms}>{t('nav.terms')}</NavLink>
      <NavLink to={PATHS.accountDeletion}>{t('nav.deletion')}</NavLink>
    </nav>
  );
}
