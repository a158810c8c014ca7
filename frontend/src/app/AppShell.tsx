import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useSessionCheck } from '../features/auth/useSessionCheck';
import { useQueryCacheOfSession } from '../shared/api/query-client';
import { ConnectionBanner } from './ConnectionBanner';
import { useLanguageInUrl } from './useLanguageInUrl';

// Loaded after the first page has shown: no page needs toasts to appear.
const Toasts = lazy(() => import('../shared/feedback/Toasts').then((module) => ({ default: module.Toasts })));

/** Wraps every route: the language in the URL, the session check and its cache, the reconnecting banner and the toasts. */
export function AppShell() {
  useLanguageInUrl();
  useSessionCheck();
  useQueryCacheOfSession();
  return (
    <>
      <ConnectionBanner />
      <Outlet />
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
    </>
  );
}
