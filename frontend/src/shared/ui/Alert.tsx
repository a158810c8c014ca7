import type { ReactNode } from 'react';

interface AlertProps {
  /** a warning asks the user to do something, and is read out when it appears like an error */
  variant: 'error' | 'warning' | 'success';
  title?: ReactNode;
  children?: ReactNode;
}

export function Alert({ variant, title, children }: AlertProps) {
  return (
    <div role={variant === 'success' ? 'status' : 'alert'} className={`alert alert--${variant}`}>
      {title && <p className="alert__title">{title}</p>}
      {children && <div className="alert__body">{children}</div>}
    </div>
  );
}
