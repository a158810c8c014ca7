import { Outlet } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { useSessionCheck } from '../features/auth/useSessionCheck';
import { useQueryCacheOfSession } from '../shared/api/query-client';
import { ConnectionBanner } from './ConnectionBanner';
import { useLanguageInUrl } from './useLanguageInUrl';

const TOAST_DURATION_MS = 3000;

/** Wraps every route: the language in the URL, the session check and its cache, the reconnecting banner and the toasts. */
export function AppShell() {
  useLanguageInUrl();
  useSessionCheck();
  useQueryCacheOfSession();
  return (
    <>
      <ConnectionBanner />
      <Outlet />
      <ToastContainer position="bottom-right" autoClose={TOAST_DURATION_MS} />
    </>
  );
}
