import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './StatCard.module.css';

interface StatCardProps {
  /** a decorative picture: the caption says what the value is */
  image: string;
  value: ReactNode;
  caption: ReactNode;
  /** smaller on a phone, as one of a grid of two */
  compact?: boolean;
}

export function StatCard({ image, value, caption, compact = false }: StatCardProps) {
  return (
    <div className={cx(styles.statCard, compact && styles.compact)}>
      <img className={styles.image} src={image} alt="" />
      <p className={styles.value}>{value}</p>
      <p className={styles.caption}>{caption}</p>
    </div>
  );
}
