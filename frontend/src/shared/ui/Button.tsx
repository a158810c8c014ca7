import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ComponentProps } from 'react';
import { Link } from '../routing/links';
import { cx } from './cx';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'warning' | 'danger' | 'transparent';
/** small: in a table's row, a toolbar or beside a title */
export type ButtonSize = 'normal' | 'small';

interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** The classes of a button's look, for what must be another element (a file input's label). */
export function buttonClass({ variant = 'primary', size = 'normal' }: ButtonLook, className?: string): string {
  return cx('btn', `btn--${variant}`, size === 'small' && 'btn--small', className);
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /** a request is running: the button is disabled and shows a small spinner */
  busy?: boolean;
}

export function Button({ variant, size, busy = false, type = 'button', disabled, className, children, ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass({ variant, size }, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...props}
    >
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}

type ButtonLinkProps = ButtonLook &
  (({ to: string } & Omit<ComponentProps<typeof Link>, 'to'>) | ({ href: string } & AnchorHTMLAttributes<HTMLAnchorElement>));

/**
 * A link that looks like a button: `to` an in-app path (it keeps the language), or `href`
 * anywhere else (a file, another site, an e-mail). It stays a link for assistive technology.
 */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  const classes = buttonClass({ variant, size }, className);
  if ('to' in props) return <Link {...props} className={classes} />;
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- the content comes with the props
  return <a {...props} className={classes} />;
}
