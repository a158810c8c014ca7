import { queryOptions } from '@tanstack/react-query';
import { fetchVerification } from './verification.api';

const verificationKeys = {
  code: (code: string) => ['verification', code] as const,
};

/** What the document with this code says (public); a 404 means there is none. */
export const verificationQuery = (code: string) =>
  queryOptions({ queryKey: verificationKeys.code(code), queryFn: () => fetchVerification(code) });
