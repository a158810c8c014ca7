import type { ReactNode } from 'react';
import { cx } from '../../shared/ui/cx';
import { LanguageSwitcher } from '../../shared/ui/LanguageSwitcher';
import { LegalLinks } from '../../shared/ui/LegalLinks';
import { Logo } from '../../shared/ui/Logo';
import { StravaMark } from '../../shared/ui/StravaMark';
import styles from './AuthCard.module.css';

interface AuthCardProps {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}

export function AuthCard({ title, children, footer }: AuthCardProps) {
  return (
    <div className={styles.page}>
      {/* the page's banner landmark, so that the switch is found where screen readers look for the page's parts */}
      <header className={styles.lang}>
        <LanguageSwitcher />
      </header>
      <main className={styles.card}>
        <div className={cx(styles.brand, 'split-row')}>
          <Logo />
          <StravaMark />
        </div>
        <h1 className={styles.title}>{title}</h1>
        {children}
        {footer && <div className={styles.footer}>{footer}</div>}
      </main>
      <LegalLinks />
    </div>
  );
}
