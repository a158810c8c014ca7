import type { CertificateInfo, CertificatesResponse, GenerateCertificateRequest } from '@lesne/contracts';
import { http } from '../../shared/api/http';

/** The company's certificate (if any), how many it may still take, and whether it can be made here. */
export async function fetchCertificates(): Promise<CertificatesResponse> {
  const { data } = await http.get<CertificatesResponse>('/certificates');
  return data;
}

/** Queues the certificate (202 with it 'rendering'); 'certificate:changed' says when it is printed. */
export async function generateCertificate(body: GenerateCertificateRequest): Promise<CertificateInfo> {
  const { data } = await http.post<CertificateInfo>('/certificates', body);
  return data;
}
