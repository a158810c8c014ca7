import { useTranslation } from 'react-i18next';
import styles from './Logo.module.css';

export function Logo() {
  const { t } = useTranslation();
  return (
    <span className={styles.logo}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path d="M16 4 7 17h5l-4 6h6v5h4v-5h6l-4-6h5z" className={styles.leaf} />
      </svg>
      <span className={styles.name}>{t('appName')}</span>
    </span>
  );
}
