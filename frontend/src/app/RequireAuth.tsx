import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { useCompanyStore } from '../features/company/company.store';
import { useUserStore } from '../features/user/user.store';
import { useAuthStore } from '../shared/auth/auth.store';
import { ErrorAlert } from '../shared/feedback/ErrorAlert';
import { useLiveConnection } from '../shared/realtime/useLiveConnection';
import { PATHS } from '@lesne/contracts';
import { Redirect } from '../shared/routing/links';
import { Button } from '../shared/ui/Button';
import { Card } from '../shared/ui/Card';
import { Spinner } from '../shared/ui/Spinner';

/** The state a sign-in page reads to send the user back to where they were going. */
export interface ReturnState {
  from?: string;
}

/** Protected screens: without a token go to sign in; with one, load the user first. */
export function RequireAuth() {
  const { t } = useTranslation('layout');
  const location = useLocation();
  const token = useAuthStore((state) => state.token);
  const logout = useAuthStore((state) => state.logout);
  // Connected before the user and company load, so nothing they show misses an update.
  useLiveConnection(token);
  const { loadedFor, status, error, load, profile } = useUserStore();
  const company = useCompanyStore();
  const profileReady = loadedFor === token && status === 'ready';
  // A platform admin has no company; everyone else's screens need theirs.
  const hasCompany = profileReady && profile?._company != null;
  const loadCompany = company.load;
  const clearCompany = company.clear;

  useEffect(() => {
    if (token && useUserStore.getState().loadedFor !== token) void load(token);
  }, [token, load]);

  useEffect(() => {
    if (!token || !profileReady) return;
    if (!hasCompany) clearCompany(token);
    else if (useCompanyStore.getState().loadedFor !== token) void loadCompany(token);
  }, [token, profileReady, hasCompany, loadCompany, clearCompany]);

  // The company arrives right after the user; a failure to load it does not lock anyone out
  // (the screens that need it say so and offer to retry).
  const companyPending = hasCompany && (company.loadedFor !== token || company.status === 'loading');

  if (!token) {
    const state: ReturnState = { from: location.pathname + location.search };
    return <Redirect to={PATHS.login} state={state} />;
  }

  if (loadedFor !== token || status === 'loading' || companyPending) {
    return (
      <div className="full-page">
        <Spinner size="xl" text={t('common:loading')} centered />
      </div>
    );
  }

  if (status === 'error') {
    return (
      <div className="full-page">
        <Card title={t('startupError')}>
          <ErrorAlert error={error} />
          <div className="form__actions">
            <Button variant="secondary" onClick={logout}>
              {t('logout')}
            </Button>
            <Button onClick={() => void load(token)}>{t('common:retry')}</Button>
          </div>
        </Card>
      </div>
    );
  }

  return <Outlet />;
}
