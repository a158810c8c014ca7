import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '@lesne/contracts';
import { Link } from '../routing/links';
import { cx } from './cx';
import { LanguageSwitcher } from './LanguageSwitcher';
import { LegalLinks } from './LegalLinks';
import { Logo } from './Logo';
import styles from './OpenPage.module.css';

/**
 * The frame of a page anyone opens, signed in or not (the legal pages, the document check): the
 * logo and the language switcher above one document, the legal links and the way to the panel below.
 */
export function OpenPage({ className, children }: { className?: string; children: ReactNode }) {
  const { t } = useTranslation('legal');
  return (
    <>
      <header className={styles.header}>
        <Logo />
        <LanguageSwitcher />
      </header>
      <main className={styles.main}>
        <article className={cx(styles.document, className)}>{children}</article>
        <footer className={styles.footer}>
          <LegalLinks />
          <Link to={PATHS.home}>{t('nav.panel')}</Link>
        </footer>
      </main>
    </>
  );
}
