import type { Lang } from './i18n';
import type { Paged } from './users';

/**
 * Diplomas and the company certificate (docs/product.md#diplomas and #company-certificate).
 * Rendering happens in the workers: the calls that make or send a document queue the work and
 * answer 202 at once; the socket events below say when it is done.
 */

/** A document's language: a diploma or certificate is printed in Polish or English. */
export type DocumentLang = Lang;

/** Why diplomas are not available yet (docs/product.md#diplomas: closed, paid, at least 1000 trees). */
export type DiplomasUnavailableReason = 'notClosed' | 'notPaid' | 'tooFewTrees';

/** A row of GET /api/v1/diplomas: one participant of the company. */
export interface DiplomaRow {
  /** the participant's user id */
  user_id: number;
  _user: {
    name: string;
    email: string;
    /** the name printed on the diploma: the diploma name if one was saved, else the user's name */
    diplomaName: string;
  };
  /** no km: a participant's km come partly from Strava, which lets only their owner see them */
  treeSum: number;
  /** floor(treeSum): what the diploma says; a diploma needs at least 1 */
  treesOnDiploma: number;
  /** link to the current PDF; null when none was generated or the name changed since */
  diplom: string | null;
  /** when the current diploma was mailed (ISO instant); null when not sent */
  emailSentDate: string | null;
  /** when the current diploma's mail may be asked for again (ISO instant; once an hour); null: now, or no diploma */
  sendAvailableAt: string | null;
}

/** GET /api/v1/diplomas?search=&page=&perpage= (company admin; a platform admin acting as one). */
export interface DiplomaListResponse extends Paged<DiplomaRow> {
  /** null when diplomas are available; otherwise why not (then items is empty) */
  unavailable: DiplomasUnavailableReason | null;
  /** rows a bulk generate would cover: no current diploma and treesOnDiploma at least 1 */
  toGenerate: number;
  /** rows a bulk send would cover: a current diploma not sent yet */
  toSend: number;
}

/** POST /api/v1/diplomas: generate (or regenerate) one participant's diploma. 202 when queued. */
export interface GenerateDiplomaRequest {
  user_id: number;
  lang: DocumentLang;
}

/** POST /api/v1/diplomas/sendEmail: mail one participant's current diploma. 202 when queued. */
export type SendDiplomaRequest = GenerateDiplomaRequest;

/** PATCH /api/v1/user/diplomaName: the name printed on a participant's diploma, saved trimmed (1-100 characters). */
export interface DiplomaNameRequest {
  user_id: number;
  name: string;
}

export type DiplomaRunAction = 'generate' | 'send';

/** POST /api/v1/diplomas/bulk: one server job over every row the action covers. 202 with the run's progress. */
export interface BulkDiplomasRequest {
  action: DiplomaRunAction;
  lang: DocumentLang;
}

/** A bulk run's progress, as GET /api/v1/diplomas/runs answers it and the 'diplomas:progress' event pushes it. */
export interface DiplomaRunProgress {
  runId: number;
  companyId: number;
  action: DiplomaRunAction;
  lang: DocumentLang;
  total: number;
  done: number;
  failed: number;
  /** finished when done + failed = total */
  finished: boolean;
}

/** GET /api/v1/diplomas/runs: the latest run of each action, so an admin who comes back sees the same progress. */
export interface DiplomaRunsResponse {
  generate: DiplomaRunProgress | null;
  send: DiplomaRunProgress | null;
}

/** The certificate's templates (docs/product.md#company-certificate): the company's own design or the tree-planting service's, per language. */
export const CERTIFICATE_TEMPLATES = {
  pl: { own: 129, planting: 1 },
  en: { own: 130, planting: 8 },
} as const satisfies Record<DocumentLang, { own: number; planting: number }>;
export type CertificateTemplateId = (typeof CERTIFICATE_TEMPLATES)[DocumentLang][keyof (typeof CERTIFICATE_TEMPLATES)[DocumentLang]];
export const CERTIFICATE_TEMPLATE_IDS: readonly CertificateTemplateId[] = [129, 1, 130, 8];

/** A company's certificate as GET /api/v1/certificates answers it. */
export interface CertificateInfo {
  template: CertificateTemplateId;
  lang: DocumentLang;
  text: string;
  /** 'rendering' until a worker printed it */
  state: 'rendering' | 'ready' | 'failed';
  /** link to the PDF once ready */
  url: string | null;
  verificationCode: string;
}

/** GET /api/v1/certificates (company admin). */
export interface CertificatesResponse {
  /**
   * certificates the company may still take from the tree-planting service (its simulator by
   * default); null while that service cannot be asked: the page says so, and the certificate can
   * still be made here
   */
  certLeft: number | null;
  /** the current certificate, null when none was generated here */
  certificate: CertificateInfo | null;
  /** no certificate here and certLeft below the tree sum: it was already generated in the planting panel */
  generatedInPlantingPanel: boolean;
  /** null when the certificate can be generated; 'notClosed' or 'noPlantingAccount' otherwise */
  unavailable: 'notClosed' | 'noPlantingAccount' | null;
}

/** POST /api/v1/certificates: 202 with the certificate being rendered. text: 1-1000 characters, trimmed. */
export interface GenerateCertificateRequest {
  template: CertificateTemplateId;
  text: string;
}

/**
 * GET /api/v1/verification/{code} (public): what a diploma or certificate with that code says.
 * A wrong code answers 404 with nothing in it.
 */
export interface VerificationResponse {
  kind: 'diploma' | 'certificate';
  /** the name printed on the document: the participant's, or the company's on a certificate */
  name: string;
  companyName: string;
  /** the event's first and last days, YYYY-MM-DD */
  dateFrom: string;
  dateTo: string;
  /** a certificate's km (the company's); null on a diploma, whose km come partly from Strava */
  km: number | null;
  /** a diploma's trees; a certificate's the company's */
  trees: number;
  issuedAt: string;
  /** false when a newer document replaced this one (regenerated, or the name changed) */
  current: boolean;
}
