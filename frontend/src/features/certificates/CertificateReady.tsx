import { useTranslation } from 'react-i18next';
import { verificationPath, type CertificateInfo } from '@lesne/contracts';
import { copyText } from '../../shared/clipboard';
import { notifyFailure, notifySuccess } from '../../shared/feedback/notify';
import { Link } from '../../shared/routing/links';
import { Button, ButtonLink } from '../../shared/ui/Button';
import styles from './CertificateReady.module.css';

/** A printed certificate: download it, or copy its public link to share. */
export function CertificateReady({ certificate }: { certificate: CertificateInfo }) {
  const { t } = useTranslation('certificates');
  const url = certificate.url ?? '';

  async function copy() {
    try {
      await copyText(new URL(url, window.location.origin).href);
      notifySuccess(t('toast.copied'));
    } catch (error) {
      notifyFailure(t('toast.copyError'), error);
    }
  }

  return (
    <div className={styles.ready}>
      <p>{t('ready')}</p>
      <div className={styles.actions}>
        <ButtonLink href={url} target="_blank" rel="noopener noreferrer">
          {t('download')}
        </ButtonLink>
        <Button variant="secondary" onClick={() => void copy()}>
          {t('copyLink')}
        </Button>
      </div>
      <p className={styles.code}>
        {t('verificationCode')} <Link to={verificationPath(certificate.verificationCode)}>{certificate.verificationCode}</Link>
      </p>
    </div>
  );
}
