import { useQuery } from '@tanstack/react-query';
import { httpStatus } from '../../shared/api/errors';
import { invitingCompanyQuery } from './register.queries';

type InvitingCompany =
  | { status: 'loading' }
  | { status: 'ready'; name: string }
  | { status: 'invalid' }
  | { status: 'error'; error: unknown };

const UNKNOWN_CODE_STATUSES = [400, 404];

/** The company behind a registration code; no code or an unknown one makes the link invalid. */
export function useInvitingCompany(code: string): InvitingCompany {
  const company = useQuery(invitingCompanyQuery(code));
  if (!code) return { status: 'invalid' };
  if (company.data !== undefined) return { status: 'ready', name: company.data };
  if (!company.isError || company.isFetching) return { status: 'loading' };
  return UNKNOWN_CODE_STATUSES.includes(httpStatus(company.error) ?? 0)
    ? { status: 'invalid' }
    : { status: 'error', error: company.error };
}
