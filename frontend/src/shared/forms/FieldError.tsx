import { useTranslation } from 'react-i18next';
import { translate, type FieldMessage } from './validators';
import styles from './FieldError.module.css';

export function FieldError({ id, message }: { id: string; message: FieldMessage }) {
  // Subscribes to language changes, so our messages are translated again after a switch.
  useTranslation();
  return (
    <p id={id} className={styles.error}>
      {translate(message)}
    </p>
  );
}
