import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { PATHS } from '@lesne/contracts';
import { hasCompany, useCompanyQuery } from '../features/company';
import { profileQuery } from '../features/user';
import { useAuthStore } from '../shared/auth/auth.store';
import { ErrorAlert } from '../shared/feedback/ErrorAlert';
import { useLiveConnection } from '../shared/realtime/useLiveConnection';
import { Redirect } from '../shared/routing/links';
import { Button } from '../shared/ui/Button';
import { Card } from '../shared/ui/Card';
import { PanelLoading } from './PanelFrame';

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
  // A new token starts from an empty cache (useQueryCacheOfSession), so this is its own user.
  const profile = useQuery({ ...profileQuery, enabled: token !== null });
  // A platform admin has no company; everyone else's screens need theirs.
  const company = useCompanyQuery();

  if (!token) {
    const state: ReturnState = { from: location.pathname + location.search };
    return <Redirect to={PATHS.login} state={state} />;
  }

  if (!profile.data && profile.isError && !profile.isFetching) {
    return (
      <div className="full-page">
        <Card title={t('startupError')}>
          <ErrorAlert error={profile.error} />
          <div className="form__actions">
            <Button variant="secondary" onClick={logout}>
              {t('logout')}
            </Button>
            <Button onClick={() => void profile.refetch()}>{t('common:retry')}</Button>
          </div>
        </Card>
      </div>
    );
  }

  // The company arrives right after the user; a failure to load it does not lock anyone out
  // (the screens that need it say so and offer to retry).
  const companyPending = hasCompany(profile.data) && company.isPending;
  if (!profile.data || companyPending) {
    return <PanelLoading />;
  }

  return <Outlet />;
}
