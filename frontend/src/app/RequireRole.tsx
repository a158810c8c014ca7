import { Outlet } from 'react-router-dom';
import type { Role } from '@lesne/contracts';
import { PATHS } from '@lesne/contracts';
import { CompanyLoadError, useCompanyQuery } from '../features/company';
import { useProfile } from '../features/user';
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
  const { data: company = null, isError } = useCompanyQuery();

  if (!roles.includes(role)) return <Redirect to={PATHS.home} />;
  if (needs) {
    if (!_company) return <Redirect to={PATHS.home} />;
    // Unknown is not "no": say the company could not be loaded rather than sending the user away.
    if (!company && isError) return <CompanyLoadError />;
    if (!meetsNeed(needs, company)) return <Redirect to={PATHS.home} />;
  }
  return <Outlet />;
}
