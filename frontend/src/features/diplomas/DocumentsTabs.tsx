import { useTranslation } from 'react-i18next';
import { PATHS } from '@lesne/contracts';
import { NavLink } from '../../shared/routing/links';
import { useCompany } from '../company';
import styles from './DocumentsTabs.module.css';

/** 'Dyplomy' and, when the company has a tree-planting account, 'Certyfikat' (docs/product.md#diplomas-and-certificate-pages). */
export function DocumentsTabs() {
  const { t } = useTranslation('diplomas');
  const company = useCompany();
  return (
    <nav aria-label={t('tabs.label')} className={styles.tabs}>
      <NavLink to={PATHS.diplomas} end className={styles.tab}>
        {t('tabs.diplomas')}
      </NavLink>
      {company?.posadzimyUserId && (
        <NavLink to={PATHS.certificates} end className={styles.tab}>
          {t('tabs.certificate')}
        </NavLink>
      )}
    </nav>
  );
}
