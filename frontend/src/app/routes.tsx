import { useRoutes, type RouteObject } from 'react-router-dom';
import { PATHS } from '@lesne/contracts';
import { LoginPage } from '../features/auth/LoginPage';
import { OFFICE_SCREEN_PATH } from '../features/office-screen';
import { AppShell } from './AppShell';
import { lazyRoute } from './lazyRoute';
import { page, usePageMeta } from './page-meta';
import { PublicOnlyRoute } from './PublicOnlyRoute';

/*
 * Each screen's code loads when it is first opened: the public pages carry nothing of the
 * panel (its layout, live connection, charts and lightbox), and no screen carries another's.
 * The sign-in page, where every first visit lands, comes with the app's own code: loaded
 * after it, it cost a phone on slow 4G 0.7 s more before the form showed (npm run bench:web).
 */
const LostPasswordPage = lazyRoute(() => import('../features/auth/LostPasswordPage').then((m) => m.LostPasswordPage), 'page');
const RegisterPage = lazyRoute(() => import('../features/auth/RegisterPage').then((m) => m.RegisterPage), 'page');
const SetPasswordPage = lazyRoute(() => import('../features/auth/SetPasswordPage').then((m) => m.SetPasswordPage), 'page');
const LegalPage = lazyRoute(() => import('../features/legal/LegalPage').then((m) => m.LegalPage), 'page');
const UnsubscribePage = lazyRoute(() => import('../features/weekly-digest/UnsubscribePage').then((m) => m.UnsubscribePage), 'page');
const VerificationPage = lazyRoute(() => import('../features/verification/VerificationPage').then((m) => m.VerificationPage), 'page');

const OfficeScreenPage = lazyRoute(() => import('../features/office-screen/OfficeScreenPage').then((m) => m.OfficeScreenPage), 'page');

const Panel = lazyRoute(() => import('./Panel').then((m) => m.Panel), 'session');

export const routes: RouteObject[] = [
  // A TV in a company's lobby: no session, no banners or toasts, its own language from the link.
  { path: `${OFFICE_SCREEN_PATH}/:token`, handle: page('officeScreen'), element: <OfficeScreenPage /> },
  {
    element: <AppShell />,
    children: [
      {
        element: <PublicOnlyRoute />,
        children: [
          { path: PATHS.login, handle: page('login'), element: <LoginPage /> },
          { path: PATHS.register, handle: page('register'), element: <RegisterPage /> },
          { path: PATHS.lostPassword, handle: page('lostPassword'), element: <LostPasswordPage /> },
          { path: PATHS.setPassword, handle: page('setPassword'), element: <SetPasswordPage /> },
        ],
      },
      { path: PATHS.privacy, handle: page('privacy'), element: <LegalPage doc="privacy" /> },
      { path: PATHS.terms, handle: page('terms'), element: <LegalPage doc="terms" /> },
      { path: PATHS.accountDeletion, handle: page('accountDeletion'), element: <LegalPage doc="deletion" /> },
      // The check of a diploma or certificate: open to everyone, like the legal pages.
      { path: PATHS.verification, handle: page('verification'), element: <VerificationPage /> },
      { path: `${PATHS.verification}/:code`, handle: page('verification'), element: <VerificationPage /> },
      // A digest's unsubscribe link: open, like the legal pages, to whoever holds it.
      { path: PATHS.unsubscribe, handle: page('unsubscribe'), element: <UnsubscribePage /> },
      // Everything else is the panel's (which sends unknown paths home).
      { path: '*', element: <Panel /> },
    ],
  },
];

/** The app's screens, with the tab's title and description of the one shown. */
export function AppRoutes() {
  usePageMeta(routes);
  return useRoutes(routes);
}
