import type { ReactNode } from 'react';

/** One term and its value, inside a `<dl className="facts">`. */
export function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="facts__item">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
