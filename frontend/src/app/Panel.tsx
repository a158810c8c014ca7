import { useRoutes, type RouteObject } from 'react-router-dom';
import { PATHS, ROLES_ADMITTED } from '@lesne/contracts';
import '../i18n/panel';
import { HomePage } from '../features/home/HomePage';
import { Redirect } from '../shared/routing/links';
import { Layout } from './Layout';
import { lazyRoute } from './lazyRoute';
import { page, usePageMeta } from './page-meta';
import { RequireAuth } from './RequireAuth';
import { RequireRole } from './RequireRole';

// Loaded with the panel, so a returning visitor's home asks for its ranking early (warmUpSession).
export { prefetchHomeRanking } from '../features/home/home-ranking';

const MyResultsPage = lazyRoute(() => import('../features/my-results/MyResultsPage').then((m) => m.MyResultsPage), 'panel');
const IntegrationsPage = lazyRoute(() => import('../features/integrations/IntegrationsPage').then((m) => m.IntegrationsPage), 'panel');
const SettingsPage = lazyRoute(() => import('../features/settings/SettingsPage').then((m) => m.SettingsPage), 'panel');
const ApprovalsPage = lazyRoute(() => import('../features/approvals/ApprovalsPage').then((m) => m.ApprovalsPage), 'panel');
const ActivityListPage = lazyRoute(() => import('../features/activity-list/ActivityListPage').then((m) => m.ActivityListPage), 'panel');
const DiplomasPage = lazyRoute(() => import('../features/diplomas/DiplomasPage').then((m) => m.DiplomasPage), 'panel');
const CertificatesPage = lazyRoute(() => import('../features/certificates/CertificatesPage').then((m) => m.CertificatesPage), 'panel');
const TeamsPage = lazyRoute(() => import('../features/teams/TeamsPage').then((m) => m.TeamsPage), 'panel');
const UsersPage = lazyRoute(() => import('../features/users/UsersPage').then((m) => m.UsersPage), 'panel');
const EventsPage = lazyRoute(() => import('../features/events/EventsPage').then((m) => m.EventsPage), 'panel');
const StravaImportsPage = lazyRoute(() => import('../features/strava-imports/StravaImportsPage').then((m) => m.StravaImportsPage), 'panel');

const EVERYONE = ROLES_ADMITTED.participant;
const ADMINS = ROLES_ADMITTED.companyAdmin;
const PLATFORM_ADMIN = ROLES_ADMITTED.admin;

export const panelRoutes: RouteObject[] = [
  {
    element: <RequireAuth />,
    children: [
      {
        path: PATHS.home,
        element: <Layout />,
        children: [
          { index: true, handle: page('home'), element: <HomePage /> },
          {
            element: <RequireRole roles={EVERYONE} needs="company" />,
            children: [
              { path: PATHS.myResults, handle: page('myResults'), element: <MyResultsPage /> },
              { path: PATHS.integrations, handle: page('integrations'), element: <IntegrationsPage /> },
            ],
          },
          {
            element: <RequireRole roles={ADMINS} needs="company" />,
            children: [
              { path: PATHS.settings, handle: page('settings'), element: <SettingsPage /> },
              { path: PATHS.approvals, handle: page('approvals'), element: <ApprovalsPage /> },
              { path: PATHS.activities, handle: page('activities'), element: <ActivityListPage /> },
              { path: PATHS.diplomas, handle: page('diplomas'), element: <DiplomasPage /> },
              { path: PATHS.certificates, handle: page('certificates'), element: <CertificatesPage /> },
            ],
          },
          {
            element: <RequireRole roles={ADMINS} needs="teams" />,
            children: [{ path: PATHS.teams, handle: page('teams'), element: <TeamsPage /> }],
          },
          {
            element: <RequireRole roles={ADMINS} />,
            children: [{ path: PATHS.users, handle: page('users'), element: <UsersPage /> }],
          },
          {
            element: <RequireRole roles={PLATFORM_ADMIN} />,
            children: [
              { path: PATHS.events, handle: page('events'), element: <EventsPage /> },
              { path: PATHS.stravaImports, handle: page('stravaImports'), element: <StravaImportsPage /> },
            ],
          },
        ],
      },
    ],
  },
  { path: '*', element: <Redirect to={PATHS.home} /> },
];

/**
 * The signed-in panel: its layout, live connection and home, loaded as one piece of code (and
 * each other screen as its own) only once a path outside the public pages is opened. Home comes
 * with it, as every session starts there.
 */
export function Panel() {
  usePageMeta(panelRoutes);
  return useRoutes(panelRoutes);
}
