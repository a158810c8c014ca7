import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';
import { SeedlingIllustration } from './SeedlingIllustration';

interface EmptyStateProps {
  title: string;
  /** one sentence: why it is empty, or what will fill it */
  text?: ReactNode;
  /** the next step: a button or a link */
  action?: ReactNode;
}

/** What an empty list or table shows instead of a grey line: a seedling, what is missing, and what to do next. */
export function EmptyState({ title, text, action }: EmptyStateProps) {
  return (
    <div className={styles.emptyState}>
      <SeedlingIllustration className={styles.illustration} />
      <p className={styles.title}>{title}</p>
      {text && <p className={styles.text}>{text}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
