import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

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
      <SeedlingIllustration />
      <p className={styles.title}>{title}</p>
      {text && <p className={styles.text}>{text}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}

function SeedlingIllustration() {
  return (
    <svg className={styles.illustration} viewBox="0 0 96 72" aria-hidden="true" focusable="false">
      <ellipse className={styles.glow} cx="48" cy="38" rx="38" ry="32" />
      <ellipse className={styles.ground} cx="48" cy="60" rx="30" ry="7" />
      <path className={styles.stem} d="M48 60V34" />
      <path className={styles.leaf} d="M48 42c-2-10-10-15-20-14 1 10 9 16 20 14Z" />
      <path className={styles.leafLight} d="M48 36c1-11 9-18 21-18-1 12-9 19-21 18Z" />
    </svg>
  );
}
