import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { useLiveCache } from '../features/live';
import { SurveyPrompt } from '../features/survey';
import { Logo } from '../shared/ui/Logo';
import { ImpersonationBanner } from './ImpersonationBanner';
import { Sidebar, SIDEBAR_ID } from './Sidebar';

export function Layout() {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  // The phone menu closes when the page changes.
  const [menu, setMenu] = useState({ open: false, pathname });
  if (menu.pathname !== pathname) setMenu({ open: false, pathname });
  const menuOpen = menu.open && menu.pathname === pathname;
  const setMenuOpen = (open: boolean) => setMenu({ open, pathname });
  useLiveCache();

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setMenu({ open: false, pathname });
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen, pathname]);

  return (
    <div className="layout">
      <header className="topbar">
        <Logo />
        <button
          type="button"
          className="topbar__menu"
          aria-expanded={menuOpen}
          aria-controls={SIDEBAR_ID}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <span className="topbar__menu-icon" aria-hidden="true" />
          {t('menu')}
        </button>
      </header>
      <Sidebar open={menuOpen} />
      {menuOpen && <div className="layout__backdrop" aria-hidden="true" onClick={() => setMenuOpen(false)} />}
      <div className="layout__content">
        <ImpersonationBanner />
        <main className="layout__main">
          <Outlet />
        </main>
        <SurveyPrompt />
      </div>
    </div>
  );
}
