import { useTranslation } from 'react-i18next';
import { useProfile } from '../features/user';
import { useAuthStore } from '../shared/auth/auth.store';
import { Button } from '../shared/ui/Button';
import { cx } from '../shared/ui/cx';
import styles from './ImpersonationBanner.module.css';

/** Shown while a platform admin acts as another account (their own token is kept aside). */
export function ImpersonationBanner() {
  const { t } = useTranslation('layout');
  const adminToken = useAuthStore((state) => state.adminToken);
  const backToAdmin = useAuthStore((state) => state.backToAdmin);
  const company = useProfile()._company?.name;
  if (!adminToken) return null;

  return (
    <div className={cx(styles.banner, 'split-row')} role="status">
      <p>{company ? t('impersonation.viewing', { company }) : t('impersonation.viewingAccount')}</p>
      <Button variant="warning" onClick={backToAdmin}>
        {t('impersonation.back')}
      </Button>
    </div>
  );
}
