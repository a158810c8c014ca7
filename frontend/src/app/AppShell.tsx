import { Outlet } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { useSessionCheck } from '../features/auth/useSessionCheck';
import { ConnectionBanner } from './ConnectionBanner';
import { useLanguageInUrl } from './useLanguageInUrl';

const TOAST_DURATION_MS = 3000;

/** Wraps every route: the language in the URL, the session check, the reconnecting banner and the toasts. */
export function AppShell() {
  useLanguageInUrl();
  useSessionCheck();
  return (
    <>
      <ConnectionBanner />
      <Outlet />
      <ToastContainer position="bottom-right" autoClose={TOAST_DURATION_MS} />
    </>
  );
}
