import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './PageHeader.module.css';

interface PageHeaderProps {
  /** the screen's one h1 */
  title: ReactNode;
  /** the screen's main action beside the title (a button or a link), apart from it and below it when narrow */
  action?: ReactNode;
}

/** A screen's title, with its main action when it has one. */
export function PageHeader({ title, action }: PageHeaderProps) {
  if (!action) return <h1 className={styles.title}>{title}</h1>;
  return (
    <div className={cx('split-row', styles.header)}>
      <h1 className={styles.titleInHeader}>{title}</h1>
      {action}
    </div>
  );
}
