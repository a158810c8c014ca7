import { Outlet } from 'react-router-dom';
import type { Role } from '@lesne/contracts';
import { PATHS } from '@lesne/contracts';
import { CompanyLoadError } from '../features/company/CompanyLoadError';
import { useCompanyStore } from '../features/company/company.store';
import { useProfile } from '../features/user/user.store';
import { Redirect } from '../shared/routing/links';
import { meetsNeed, type NavNeed } from './nav-links';

interface RequireRoleProps {
  roles: readonly Role[];
  /** the screen also needs the user's company, or a company with teams */
  needs?: NavNeed;
}

/** Admin screens: anyone else (or a company without what the screen needs) goes home. */
export function RequireRole({ roles, needs }: RequireRoleProps) {
  const { role, _company } = useProfile();
  const { company, status } = useCompanyStore();

  if (!roles.includes(role)) return <Redirect to={PATHS.home} />;
  if (needs) {
    if (!_company) return <Redirect to={PATHS.home} />;
    // Unknown is not "no": say the company could not be loaded rather than sending the user away.
    if (!company && status === 'error') return <CompanyLoadError />;
    if (!meetsNeed(needs, company)) return <Redirect to={PATHS.home} />;
  }
  return <Outlet />;
}
