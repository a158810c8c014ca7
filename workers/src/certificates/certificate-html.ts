import type { DocumentLang } from '@lesne/contracts';
import { formatDateRange, type CertificateDesign } from '@lesne/domain';
import { escapeHtml, formatNumber } from '../documents/document-html';
import { SERIF } from '../documents/document-fonts';
import { documentPage, figuresHtml, lengthClass } from '../documents/document-page';

export interface CertificateContent {
  lang: DocumentLang;
  /** the company's own template or the tree-planting service's */
  design: CertificateDesign;
  companyName: string;
  /** the company's logo as a data URL (image/png or image/jpeg), or null for its name as a wordmark */
  logoDataUrl: string | null;
  /** YYYY-MM-DD, the event's first and last days */
  dateFrom: string;
  dateTo: string;
  km: number;
  trees: number;
  dedication: string;
  verificationCode: string;
  /** where anyone checks the certificate is genuine; the QR code holds it */
  verificationUrl: string;
}

const TEXTS = {
  pl: {
    ownTitle: 'Certyfikat',
    plantingTitle: 'Certyfikat posadzenia drzew',
    certifies: 'Niniejszym zaświadczamy, że firma',
    tookPart: 'wzięła udział w wyzwaniu Leśne Wyzwanie',
    period: 'w dniach',
    km: 'Pokonane kilometry',
    trees: 'Drzewa posadzone w akcji',
    ownSigner: 'Organizator wyzwania',
    plantingSigner: 'Koordynator sadzenia drzew',
    code: 'Kod weryfikacyjny',
    verify: 'Autentyczność certyfikatu sprawdzisz pod adresem',
    issuer: 'Leśne Wyzwanie i serwis sadzenia drzew',
  },
  en: {
    ownTitle: 'Certificate',
    plantingTitle: 'Tree planting certificate',
    certifies: 'This is to certify that',
    tookPart: 'took part in the Forest Challenge',
    period: 'held',
    km: 'Kilometres covered',
    trees: 'Trees planted in the challenge',
    ownSigner: 'Challenge organiser',
    plantingSigner: 'Tree planting coordinator',
    code: 'Verification code',
    verify: 'Check that this certificate is genuine at',
    issuer: 'Leśne Wyzwanie and the tree-planting service',
  },
} satisfies Record<DocumentLang, Record<string, string>>;

/** Dedications this long are set smaller, so the longest allowed (CERTIFICATE_TEXT_MAX_LENGTH) still fits the page. */
function dedicationClass(dedication: string): string {
  if (dedication.length > 600) return ' longer';
  if (dedication.length > 280) return ' long';
  return '';
}

const CERTIFICATE_CSS = `.company.named { font-family: ${SERIF}; font-size: 30pt; line-height: 1.15; margin: 3mm 0; }
.company.named.long { font-size: 24pt; }
.company.named.longer { font-size: 19pt; }
.company.named.longest { font-size: 15pt; }
.dedication { font-family: ${SERIF}; font-style: italic; font-size: 13pt; line-height: 1.45; max-width: 150mm; margin-top: 8mm; white-space: pre-line; overflow-wrap: anywhere; text-wrap: balance; }
.dedication.long { font-size: 10.5pt; }
.dedication.longer { font-size: 8.5pt; line-height: 1.35; text-wrap: wrap; }`;

/**
 * The company's certificate in either design, in the shared frame: the company's own is framed like
 * the diplomas and signed by the challenge's organiser; the tree-planting service's carries its
 * green band and is signed for the service.
 */
export function certificateHtml(content: CertificateContent): Promise<string> {
  const { lang, design } = content;
  const text = TEXTS[lang];
  const own = design === 'own';
  return documentPage({
    lang,
    look: own ? 'framed' : 'band',
    heading: own ? text.ownTitle : text.plantingTitle,
    subject: content.companyName,
    companyName: content.companyName,
    logoDataUrl: content.logoDataUrl,
    body: `<p class="lead">${text.certifies}</p>
<p class="company named${lengthClass(content.companyName)}">${escapeHtml(content.companyName)}</p>
<p class="lead">${text.tookPart}</p>
<p class="lead">${text.period} ${formatDateRange(content.dateFrom, content.dateTo, lang)}</p>
${figuresHtml([
  { value: formatNumber(lang, content.km), unit: 'km', label: text.km },
  { value: formatNumber(lang, content.trees), label: text.trees },
])}
<p class="dedication${dedicationClass(content.dedication)}">${escapeHtml(content.dedication)}</p>`,
    signature: own ? { role: text.ownSigner, on: content.companyName } : { role: text.plantingSigner, on: text.issuer },
    verification: { label: text.code, hint: text.verify, code: content.verificationCode, url: content.verificationUrl },
    css: CERTIFICATE_CSS,
  });
}
