import { useTranslation } from 'react-i18next';
import { cx } from './cx';

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
    <div role="status" className={cx('spinner', `spinner--${size}`, `spinner--${color}`, centered && 'spinner--centered')}>
      <span className="spinner__circle" aria-hidden="true" />
      {text ? <span className="spinner__text">{text}</span> : <span className="visually-hidden">{t('loading')}</span>}
    </div>
  );
}
