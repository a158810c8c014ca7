import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button';
import { ErrorAlert } from './ErrorAlert';
import styles from './ErrorWithRetry.module.css';

interface ErrorWithRetryProps {
  /** what could not be loaded */
  title: string;
  error: unknown;
  onRetry(): void;
  /** a small retry button, for a row of a table */
  compact?: boolean;
}

/** A load that failed: what failed and why, beside a button that asks again. */
export function ErrorWithRetry({ title, error, onRetry, compact = false }: ErrorWithRetryProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.error}>
      <ErrorAlert title={title} error={error} />
      <Button variant="secondary" size={compact ? 'small' : 'normal'} onClick={onRetry}>
        {t('common:retry')}
      </Button>
    </div>
  );
}
