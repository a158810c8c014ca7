import type { CertificateInfo, CertificatesResponse, GenerateCertificateRequest } from '@lesne/contracts';
import { http } from '../../shared/api/http';
import { postCreate } from '../../shared/api/idempotent';

/** The company's certificate (if any), how many it may still take, and whether it can be made here. */
export async function fetchCertificates(): Promise<CertificatesResponse> {
  const { data } = await http.get<CertificatesResponse>('/certificates');
  return data;
}

/**
 * Queues the certificate (202 with it 'rendering'); 'certificate:changed' says when it is printed.
 * Sent with the form's Idempotency-Key, so a lost answer is asked again without a second certificate.
 */
export function generateCertificate(body: GenerateCertificateRequest, idempotencyKey: string): Promise<CertificateInfo> {
  return postCreate<CertificateInfo>('/certificates', body, idempotencyKey);
}
