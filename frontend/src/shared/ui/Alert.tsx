import type { ReactNode } from 'react';

interface AlertProps {
  variant: 'error' | 'success';
  title?: ReactNode;
  children?: ReactNode;
}

export function Alert({ variant, title, children }: AlertProps) {
  return (
    <div role={variant === 'error' ? 'alert' : 'status'} className={`alert alert--${variant}`}>
      {title && <p className="alert__title">{title}</p>}
      {children && <div className="alert__body">{children}</div>}
    </div>
  );
}
