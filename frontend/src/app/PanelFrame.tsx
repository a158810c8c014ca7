import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { isStravaCodeReturn } from '../features/integrations/strava-authorization';
import { Logo } from '../shared/ui/Logo';
import { Spinner } from '../shared/ui/Spinner';
import styles from './Layout.module.css';
import sidebarStyles from './Sidebar.module.css';

interface PanelFrameProps {
  /** the phone's top bar beside the logo */
  topbar?: ReactNode;
  /** beside the page on wide screens */
  sidebar: ReactNode;
  children: ReactNode;
}

/** The signed-in frame: the phone's top bar, the sidebar beside the page on wide screens, the page. */
export function PanelFrame({ topbar, sidebar, children }: PanelFrameProps) {
  return (
    <div className={styles.layout}>
      <header className={styles.topbar}>
        <Logo />
        {topbar}
      </header>
      <aside className={styles.sidebar}>{sidebar}</aside>
      <div className={styles.content}>{children}</div>
    </div>
  );
}

/**
 * The frame while the panel's code or the user loads, with the code of the first page: a
 * returning visitor sees the product's frame at once rather than a blank page with a spinner.
 * Back from Strava's page, it says the account is being linked, which is what the wait is for.
 */
export function PanelLoading() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <PanelFrame
      sidebar={
        <div className={sidebarStyles.brand}>
          <Logo />
        </div>
      }
    >
      <main className={styles.main}>
        <Spinner size="xl" text={isStravaCodeReturn(location) ? t('layout:stravaLinking') : t('loading')} centered />
      </main>
    </PanelFrame>
  );
}
