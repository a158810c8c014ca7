import { useTranslation } from 'react-i18next';
import type { OfficeScreenLink } from '@lesne/contracts';
import { TextField } from '../../shared/forms/TextField';
import { Button, ButtonLink } from '../../shared/ui/Button';
import { Modal } from '../../shared/ui/Modal';
import { QrCode } from '../../shared/ui/QrCode';
import styles from './OfficeScreensCard.module.css';

interface OfficeScreenQrDialogProps {
  /** the screen whose link is shown; none: the dialog is closed */
  screen: OfficeScreenLink | null;
  url: string;
  onClose(): void;
  onCopy(): void;
}

/** A screen's link as a QR code, for a TV whose browser is easier to reach with a phone than a keyboard. */
export function OfficeScreenQrDialog({ screen, url, onClose, onCopy }: OfficeScreenQrDialogProps) {
  const { t } = useTranslation('settings');
  const name = screen?.name ?? '';
  return (
    <Modal open={screen !== null} onOpenChange={(open) => !open && onClose()} title={t('officeScreens.qr.title', { name })} description={t('officeScreens.qr.text')}>
      <QrCode text={url} label={t('officeScreens.qr.label', { name })} className={styles.qr} />
      <TextField label={t('officeScreens.qr.link')} value={url} readOnly onFocus={(event) => event.target.select()} />
      <div className="form__actions">
        <ButtonLink variant="secondary" href={url} target="_blank" rel="noopener noreferrer">
          {t('officeScreens.qr.open')}
        </ButtonLink>
        <Button onClick={onCopy}>
          {t('officeScreens.copy')}
        </Button>
      </div>
    </Modal>
  );
}
