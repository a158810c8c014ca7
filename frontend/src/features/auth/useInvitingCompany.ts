import { useEffect, useState } from 'react';
import { httpStatus } from '../../shared/api/errors';
import { fetchInvitingCompany } from './auth.api';

export type InvitingCompany =
  | { status: 'loading' }
  | { status: 'ready'; name: string }
  | { status: 'invalid' }
  | { status: 'error'; error: unknown };

const UNKNOWN_CODE_STATUSES = [400, 404];

/** The company behind a registration code; no code or an unknown one makes the link invalid. */
export function useInvitingCompany(code: string): InvitingCompany {
  const [company, setCompany] = useState<InvitingCompany>({ status: 'loading' });

  useEffect(() => {
    if (!code) {
      setCompany({ status: 'invalid' });
      return;
    }
    let current = true;
    setCompany({ status: 'loading' });
    fetchInvitingCompany(code).then(
      (name) => current && setCompany({ status: 'ready', name }),
      (error: unknown) =>
        current &&
        setCompany(UNKNOWN_CODE_STATUSES.includes(httpStatus(error) ?? 0) ? { status: 'invalid' } : { status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [code]);

  return company;
}
