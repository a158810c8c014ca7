import type { RouteObject } from 'react-router-dom';
import { PATHS, ROLES_ADMITTED } from '@lesne/contracts';
import { LoginPage } from '../features/auth/LoginPage';
import { LostPasswordPage } from '../features/auth/LostPasswordPage';
import { RegisterPage } from '../features/auth/RegisterPage';
import { SetPasswordPage } from '../features/auth/SetPasswordPage';
import { ActivityListPage } from '../features/activity-list/ActivityListPage';
import { ApprovalsPage } from '../features/approvals/ApprovalsPage';
import { CertificatesPage } from '../features/certificates/CertificatesPage';
import { DiplomasPage } from '../features/diplomas/DiplomasPage';
import { EventsPage } from '../features/events/EventsPage';
import { HomePage } from '../features/home/HomePage';
import { IntegrationsPage } from '../features/integrations/IntegrationsPage';
import { LegalPage } from '../features/legal/LegalPage';
import { MyResultsPage } from '../features/my-results/MyResultsPage';
import { SettingsPage } from '../features/settings/SettingsPage';
import { StravaImportsPage } from '../features/strava-imports/StravaImportsPage';
import { TeamsPage } from '../features/teams/TeamsPage';
import { UsersPage } from '../features/users/UsersPage';
import { VerificationPage } from '../features/verification/VerificationPage';
import { Redirect } from '../shared/routing/links';
import { AppShell } from './AppShell';
import { Layout } from './Layout';
import { PublicOnlyRoute } from './PublicOnlyRoute';
import { RequireAuth } from './RequireAuth';
import { RequireRole } from './RequireRole';

const EVERYONE = ROLES_ADMITTED.participant;
const ADMINS = ROLES_ADMITTED.companyAdmin;
const PLATFORM_ADMIN = ROLES_ADMITTED.admin;

export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      {
        element: <RequireAuth />,
        children: [
          {
            path: PATHS.home,
            element: <Layout />,
            children: [
              { index: true, element: <HomePage /> },
              {
                element: <RequireRole roles={EVERYONE} needs="company" />,
                children: [
                  { path: PATHS.myResults, element: <MyResultsPage /> },
                  { path: PATHS.integrations, element: <IntegrationsPage /> },
                ],
              },
              {
                element: <RequireRole roles={ADMINS} needs="company" />,
                children: [
                  { path: PATHS.settings, element: <SettingsPage /> },
                  { path: PATHS.approvals, element: <ApprovalsPage /> },
                  { path: PATHS.activities, element: <ActivityListPage /> },
                  { path: PATHS.diplomas, element: <DiplomasPage /> },
                  { path: PATHS.certificates, element: <CertificatesPage /> },
                ],
              },
              {
                element: <RequireRole roles={ADMINS} needs="teams" />,
                children: [{ path: PATHS.teams, element: <TeamsPage /> }],
              },
              {
                element: <RequireRole roles={ADMINS} />,
                children: [{ path: PATHS.users, element: <UsersPage /> }],
              },
              {
                element: <RequireRole roles={PLATFORM_ADMIN} />,
                children: [
                  { path: PATHS.events, element: <EventsPage /> },
                  { path: PATHS.stravaImports, element: <StravaImportsPage /> },
                ],
              },
            ],
          },
        ],
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
      // The check of a diploma or certificate: open to everyone, like the legal pages.
      { path: PATHS.verification, element: <VerificationPage /> },
      { path: `${PATHS.verification}/:code`, element: <VerificationPage /> },
      { path: '*', element: <Redirect to={PATHS.home} /> },
    ],
  },
];
