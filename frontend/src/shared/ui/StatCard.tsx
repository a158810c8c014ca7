import type { ReactNode } from 'react';
import styles from './StatCard.module.css';

interface StatCardProps {
  /** a decorative picture: the caption says what the value is */
  image: string;
  value: ReactNode;
  caption: ReactNode;
}

export function StatCard({ image, value, caption }: StatCardProps) {
  return (
    <div className={styles.statCard}>
      <img className={styles.image} src={image} alt="" />
      <p className={styles.value}>{value}</p>
      <p className={styles.caption}>{caption}</p>
    </div>
  );
}
