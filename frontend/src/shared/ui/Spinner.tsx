import { useTranslation } from 'react-i18next';
import { cx } from './cx';
import styles from './Spinner.module.css';

export type SpinnerSize = 'sm' | 'md' | 'lg' | 'xl';
export type SpinnerColor = 'primary' | 'white' | 'gray' | 'green';

interface SpinnerProps {
  size?: SpinnerSize;
  color?: SpinnerColor;
  /** shown beside the circle; without it screen readers still hear "loading" */
  text?: string;
  /** centre the spinner in the space it is given */
  centered?: boolean;
}

export function Spinner({ size = 'md', color = 'primary', text, centered = false }: SpinnerProps) {
  const { t } = useTranslation();
  return (
    <div role="status" className={cx(styles.spinner, styles[color], centered && styles.centered)}>
      <SpinnerCircle size={size} />
      {text ? <span className={styles.text}>{text}</span> : <span className="visually-hidden">{t('loading')}</span>}
    </div>
  );
}

/** Just the turning circle, in the colour of the text around it, for a message that speaks for itself. */
export function SpinnerCircle({ size = 'md' }: { size?: SpinnerSize }) {
  return <span className={cx(styles.circle, styles[size])} aria-hidden="true" />;
}
