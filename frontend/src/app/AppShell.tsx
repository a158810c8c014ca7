import { Outlet } from 'react-router-dom';
import { useSessionCheck } from '../features/auth/useSessionCheck';
import { useQueryCacheOfSession } from '../shared/api/query-client';
import { Toasts } from '../shared/feedback/Toasts';
import { ConnectionBanner } from './ConnectionBanner';
import { useLanguageInUrl } from './useLanguageInUrl';

/** Wraps every route: the language in the URL, the session check and its cache, the reconnecting banner and the toasts. */
export function AppShell() {
  useLanguageInUrl();
  useSessionCheck();
  useQueryCacheOfSession();
  return (
    <>
      <ConnectionBanner />
      <Outlet />
      <Toasts />
    </>
  );
}
