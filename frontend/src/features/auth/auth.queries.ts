import { queryOptions } from '@tanstack/react-query';
import { fetchInvitingCompany } from './auth.api';

const authKeys = {
  invitingCompany: (code: string) => ['auth', 'inviting-company', code] as const,
};

/** The name of the company behind a registration code. */
export const invitingCompanyQuery = (code: string) =>
  queryOptions({ queryKey: authKeys.invitingCompany(code), queryFn: () => fetchInvitingCompany(code), enabled: code !== '' });
