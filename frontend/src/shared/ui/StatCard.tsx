import type { CSSProperties, ReactNode } from 'react';
import { cx } from './cx';
import styles from './StatCard.module.css';

interface StatCardProps {
  /** a decorative picture: the caption says what the value is */
  image: string;
  value: ReactNode;
  caption: ReactNode;
  /** one of a grid of cards (two abreast on a phone): its value shrinks to the card's width rather than widen it */
  compact?: boolean;
}

export function StatCard({ image, value, caption, compact = false }: StatCardProps) {
  return (
    <div className={cx(styles.statCard, compact && styles.compact)}>
      <img className={styles.image} src={image} alt="" />
      <p className={styles.value} style={typeof value === 'string' ? ({ '--value-chars': [...value].length } as CSSProperties) : undefined}>
        {value}
      </p>
      <p className={styles.caption}>{caption}</p>
    </div>
  );
}
