import { useTranslation } from 'react-i18next';
import { ToastContainer } from 'react-toastify';
import styles from './Toasts.module.css';

/** The toast duration of docs/product.md#constants. */
const TOAST_DURATION_MS = 3000;

/**
 * Where notify.ts's toasts appear: bottom right (docs/product.md#feedback-and-errors), across the bottom on a phone, in
 * the status colours of the Alert. A failure is read out at once (role alert), anything else
 * politely (role status, set by notify.ts).
 */
export function Toasts() {
  const { t } = useTranslation('ui');
  return (
    <ToastContainer
      position="bottom-right"
      autoClose={TOAST_DURATION_MS}
      className={styles.container}
      toastClassName={styles.toast}
      aria-label={t('toasts.label')}
    />
  );
}
