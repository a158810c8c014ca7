import { queryOptions } from '@tanstack/react-query';
import { fetchCertificates } from './certificates.api';

export const certificateKeys = {
  current: ['certificates'] as const,
};

/** The company's certificate: asked when the screen opens, and again on 'certificate:changed'. */
export const certificatesQuery = queryOptions({ queryKey: certificateKeys.current, queryFn: fetchCertificates });
