import type { RouteObject } from 'react-router-dom';
import { LoginPage } from '../features/auth/LoginPage';
import { LostPasswordPage } from '../features/auth/LostPasswordPage';
import { RegisterPage } from '../features/auth/RegisterPage';
import { SetPasswordPage } from '../features/auth/SetPasswordPage';
import { HomePage } from '../features/home/HomePage';
import { LegalPage } from '../features/legal/LegalPage';
import { PATHS } from '@lesne/contracts';
import { Redirect } from '../shared/routing/links';
import { AppShell } from './AppShell';
import { Layout } from './Layout';
import { PublicOnlyRoute } from './PublicOnlyRoute';
import { RequireAuth } from './RequireAuth';

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      {
        element: <RequireAuth />,
        children: [{ path: PATHS.home, element: <Layout />, children: [{ index: true, element: <HomePage /> }] }],
      },
      {
        element: <PublicOnlyRoute />,
        children: [
          { path: PATHS.login, element: <LoginPage /> },
          { path: PATHS.register, element: <RegisterPage /> },
          { path: PATHS.lostPassword, element: <LostPasswordPage /> },
          { path: PATHS.setPassword, element: <SetPasswordPage /> },
        ],
      },
      { path: PATHS.privacy, element: <LegalPage doc="privacy" /> },
      { path: PATHS.terms, element: <LegalPage doc="terms" /> },
      { path: PATHS.accountDeletion, element: <LegalPage doc="deletion" /> },
      { path: '*', element: <Redirect to={PATHS.home} /> },
    ],
  },
];
