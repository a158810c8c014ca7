import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CertificatesResponse, GenerateCertificateRequest } from '@lesne/contracts';
import { useIdempotencyKey } from '../../shared/api/useIdempotencyKey';
import { notifyFailure } from '../../shared/feedback/notify';
import { fetchCertificates, generateCertificate } from './certificates.api';

export const certificateKeys = {
  current: ['certificates'] as const,
};

/** The company's certificate: asked when the screen opens, and again on 'certificate:changed'. */
export const certificatesQuery = queryOptions({ queryKey: certificateKeys.current, queryFn: fetchCertificates });

/** Starts the company's certificate: the screen shows it being made at once; it says when it is ready ('certificate:changed'). */
export function useGenerateCertificate() {
  const { t } = useTranslation('certificates');
  const queryClient = useQueryClient();
  const withKey = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: GenerateCertificateRequest) => withKey(generateCertificate, body),
    onSuccess: (certificate) =>
      queryClient.setQueryData<CertificatesResponse>(certificateKeys.current, (data) => data && { ...data, certificate }),
    onError: (error) => notifyFailure(t('toast.error'), error),
  });
}
