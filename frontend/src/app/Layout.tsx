import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { useLiveCache } from '../features/live';
import { OperatorConditionsBanner } from '../features/operations';
import { SurveyPrompt } from '../features/survey';
import { useMailLanguage } from '../features/user';
import { ImpersonationBanner } from './ImpersonationBanner';
import { PanelFrame } from './PanelFrame';
import { cx } from '../shared/ui/cx';
import parts from '../shared/ui/DialogParts.module.css';
import styles from './Layout.module.css';
import { Sidebar } from './Sidebar';

/**
 * The signed-in frame. Wide screens show the sidebar beside the page; narrow ones a top bar whose
 * menu button opens the same sidebar as a dialog: focus stays inside, Escape, the backdrop or a
 * link closes it, and focus goes back to the menu button.
 */
export function Layout() {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  // The phone menu closes when the page changes (a link, or the browser's back button).
  const [menu, setMenu] = useState({ open: false, pathname });
  if (menu.pathname !== pathname) setMenu({ open: false, pathname });
  const setMenuOpen = (open: boolean) => setMenu({ open, pathname });
  useLiveCache();
  useMailLanguage();

  return (
    <PanelFrame
      topbar={
        <Dialog.Root open={menu.open && menu.pathname === pathname} onOpenChange={setMenuOpen}>
          <Dialog.Trigger className={styles.menuButton}>
            <span className={styles.menuIcon} aria-hidden="true" />
            {t('menu')}
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className={styles.backdrop} />
            <Dialog.Content className={styles.phoneSidebar} aria-describedby={undefined}>
              <Dialog.Title className="visually-hidden">{t('nav.label')}</Dialog.Title>
              <Sidebar onNavigate={() => setMenuOpen(false)} />
              <Dialog.Close className={cx(parts.close, styles.close)} aria-label={t('common:close')}>
                <span aria-hidden="true">×</span>
              </Dialog.Close>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      }
      sidebar={<Sidebar />}
    >
      <ImpersonationBanner />
      <OperatorConditionsBanner />
      <main className={styles.main}>
        <Outlet />
      </main>
      <SurveyPrompt />
    </PanelFrame>
  );
}
