import type { ReactNode } from 'react';
import { LanguageSwitcher } from '../../shared/ui/LanguageSwitcher';
import { LegalLinks } from '../../shared/ui/LegalLinks';
import { Logo } from '../../shared/ui/Logo';
import { StravaMark } from '../../shared/ui/StravaMark';

interface AuthCardProps {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}

export function AuthCard({ title, children, footer }: AuthCardProps) {
  return (
    <div className="auth-page">
      <div className="auth-page__lang">
        <LanguageSwitcher />
      </div>
      <main className="auth-card">
        <div className="auth-card__brand split-row">
          <Logo />
          <StravaMark />
        </div>
        <h1 className="auth-card__title">{title}</h1>
        {children}
        {footer && <div className="auth-card__footer">{footer}</div>}
      </main>
      <LegalLinks />
    </div>
  );
}
