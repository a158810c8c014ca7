import { CERTIFICATE_TEMPLATES, type CertificateTemplateId, type CertificatesResponse, type DocumentLang, type EventStatus } from '@lesne/contracts';
import { warsawDay } from './calendar';
import { plantedTrees } from './trees';

/** The dedication's length after trimming (a textarea in the form; 1000 fits a long paragraph on the page). */
export const CERTIFICATE_TEXT_MAX_LENGTH = 1000;

/** The company's own design or the tree-planting service's. */
export type CertificateDesign = 'own' | 'planting';

/** The language and design of a template id (docs/product.md#company-certificate: pl own 129, pl planting 1, en own 130, en planting 8); null for any other id. */
export function certificateTemplate(id: number): { lang: DocumentLang; design: CertificateDesign } | null {
  for (const lang of Object.keys(CERTIFICATE_TEMPLATES) as DocumentLang[]) {
    for (const design of ['own', 'planting'] as const) if (CERTIFICATE_TEMPLATES[lang][design] === id) return { lang, design };
  }
  return null;
}

export function isCertificateTemplateId(id: unknown): id is CertificateTemplateId {
  return typeof id === 'number' && certificateTemplate(id) !== null;
}

/** The certificate is managed once the company has a tree-planting account and the event is closed (docs/product.md#company-certificate). */
export function certificateUnavailable(company: { posadzimyUserId: string | null; status: EventStatus }): CertificatesResponse['unavailable'] {
  if (!company.posadzimyUserId) return 'noPlantingAccount';
  if (company.status !== 'closed') return 'notClosed';
  return null;
}

/**
 * docs/product.md#company-certificate: with no certificate made here and fewer certificates left at the service than
 * the company's trees, the certificate was already made in the planting panel. certLeft null:
 * the company has no account there, so nothing was made there either.
 */
export function generatedInPlantingPanel(hasCertificateHere: boolean, certLeft: number | null, treeSum: number): boolean {
  return !hasCertificateHere && certLeft !== null && certLeft < treeSum;
}

/** The trees a certificate states: whole trees, as on diplomas. */
export function certificateTrees(treeSum: number): number {
  return plantedTrees(treeSum);
}

/**
 * The event's last day as a printed document (diploma or certificate) and its check page state
 * it: the end date, or for an event ended by trees (no end date) the Warsaw day it closed.
 */
export function documentLastDay(event: { dateFrom: string; dateTo: string | null; closedAt: Date | null }): string {
  return event.dateTo ?? (event.closedAt ? warsawDay(event.closedAt) : event.dateFrom);
}
