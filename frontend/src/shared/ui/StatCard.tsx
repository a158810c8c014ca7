import type { ReactNode } from 'react';

interface StatCardProps {
  /** a decorative picture: the caption says what the value is */
  image: string;
  value: ReactNode;
  caption: ReactNode;
}

export function StatCard({ image, value, caption }: StatCardProps) {
  return (
    <div className="stat-card">
      <img className="stat-card__image" src={image} alt="" />
      <p className="stat-card__value">{value}</p>
      <p className="stat-card__caption">{caption}</p>
    </div>
  );
}
