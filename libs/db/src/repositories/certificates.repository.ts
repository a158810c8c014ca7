import type { EntityManager } from 'typeorm';
import { Certificate, Company, CompanyLogo } from '../entities';
import { newVerificationCode } from './documents.repository';

/** What a new certificate prints: its template and dedication, and the company's name and figures at the time. */
export interface CertificateToMake {
  companyId: number;
  template: number;
  lang: string;
  text: string;
  name: string;
  km: number;
  trees: number;
}

/** The company's current certificate (ready, rendering or failed), or null. */
export function currentCertificate(manager: EntityManager, companyId: number): Promise<Certificate | null> {
  return manager.createQueryBuilder(Certificate, 'c').where('c.company_id = :companyId AND c.replaced_at IS NULL', { companyId }).getOne();
}

/**
 * Replaces the company's current certificate with a new one in state 'rendering' and a fresh
 * verification code. Under the company's row lock, so two requests at once replace one another
 * in turn instead of both claiming to be current.
 */
export async function replaceCertificate(manager: EntityManager, make: CertificateToMake): Promise<Certificate> {
  await manager.query('SELECT id FROM company WHERE id = $1 FOR UPDATE', [make.companyId]);
  await manager.query('UPDATE certificate SET replaced_at = now() WHERE company_id = $1 AND replaced_at IS NULL', [make.companyId]);
  return manager.save(manager.create(Certificate, { ...make, state: 'rendering', verificationCode: newVerificationCode(), documentToken: null, replacedAt: null }));
}

/** The token of the company's current certificate's PDF, when it is ready. */
export async function readyCertificateToken(manager: EntityManager, companyId: number): Promise<string | null> {
  const [row] = (await manager.query(
    `SELECT document_token FROM certificate WHERE company_id = $1 AND replaced_at IS NULL AND state = 'ready'`,
    [companyId],
  )) as Array<{ document_token: string }>;
  return row?.document_token ?? null;
}

/** A certificate with what its page shows of the company: dates and the logo. */
export interface CertificatePrint {
  certificate: Certificate;
  company: Pick<Company, 'id' | 'dateFrom' | 'dateTo' | 'closedAt'>;
  logo: Pick<CompanyLogo, 'mimeType' | 'data'> | null;
}

export async function certificateToPrint(manager: EntityManager, certificateId: number): Promise<CertificatePrint | null> {
  const certificate = await manager.findOne(Certificate, { where: { id: certificateId } });
  if (!certificate) return null;
  const [company, logo] = await Promise.all([
    manager.findOneOrFail(Company, { where: { id: certificate.companyId }, select: { id: true, dateFrom: true, dateTo: true, closedAt: true } }),
    manager.findOne(CompanyLogo, { where: { companyId: certificate.companyId }, select: { companyId: true, mimeType: true, data: true } }),
  ]);
  return { certificate, company, logo };
}

/** Locks the certificate's row (state and replacement) for its render's outcome; null when it is gone. */
export function lockCertificate(manager: EntityManager, certificateId: number): Promise<Pick<Certificate, 'id' | 'companyId' | 'state'> | null> {
  return manager
    .createQueryBuilder(Certificate, 'c')
    .select(['c.id', 'c.companyId', 'c.state'])
    .where('c.id = :certificateId', { certificateId })
    .setLock('pessimistic_write')
    .getOne();
}

export async function markCertificateReady(manager: EntityManager, certificateId: number, documentToken: string): Promise<void> {
  await manager.update(Certificate, { id: certificateId }, { state: 'ready', documentToken });
}

/** A render that gave up: only a certificate still rendering becomes failed (a ready one stays ready). */
export async function markCertificateFailed(manager: EntityManager, certificateId: number): Promise<boolean> {
  const [, changed] = (await manager.query(`UPDATE certificate SET state = 'failed' WHERE id = $1 AND state = 'rendering'`, [certificateId])) as [unknown, number];
  return changed > 0;
}
