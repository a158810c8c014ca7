import type { DocumentLang } from '@lesne/contracts';
import type { CertificateDesign } from '@lesne/domain';
import { escapeHtml, formatDay, formatNumber, qrSvg } from '../documents/document-html';

export interface CertificateContent {
  lang: DocumentLang;
  /** the company's own template or the tree-planting service's */
  design: CertificateDesign;
  companyName: string;
  /** the company's logo as a data URL (image/png or image/jpeg), or null */
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
    code: 'Verification code',
    verify: 'Check that this certificate is genuine at',
    issuer: 'Leśne Wyzwanie and the tree-planting service',
  },
} satisfies Record<DocumentLang, Record<string, string>>;

/** Only a re-encoded upload's types reach the page, so the attribute holds nothing but base64. */
const LOGO_DATA_URL = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+=*$/;

/** Past this many characters the dedication is set smaller, so the longest allowed still fits the page. */
const LONG_DEDICATION = 280;

/** A small tree, drawn inline (nothing fetched). */
const TREE_SVG =
  '<svg class="tree" viewBox="0 0 64 80" aria-hidden="true"><polygon points="32,4 8,40 20,40 4,62 60,62 44,40 56,40" fill="#2e7d32"/><rect x="28" y="62" width="8" height="14" fill="#6d4c41"/></svg>';

const COMMON_CSS = `@page { size: A4; margin: 0; }
* { box-sizing: border-box; }
html, body { margin: 0; width: 210mm; height: 297mm; }
body { font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; color: #1f3d2b; }
.page { position: absolute; inset: 0; display: flex; flex-direction: column; align-items: center; text-align: center; }
.company { font-size: 26pt; font-weight: bold; margin: 4mm 0; overflow-wrap: anywhere; }
.lead { font-size: 13pt; margin: 0; }
.figures { display: flex; gap: 22mm; margin: 12mm 0 8mm; }
.figure .value { display: block; font-size: 26pt; font-weight: bold; color: #2e7d32; }
.figure .label { font-size: 10pt; }
.dedication { font-size: 14pt; font-style: italic; max-width: 150mm; max-height: 62mm; overflow: hidden; margin: 6mm 0; white-space: pre-line; overflow-wrap: anywhere; }
.dedication.long { font-size: 10pt; }
.logo { max-width: 70mm; max-height: 30mm; object-fit: contain; }
.verification { margin-top: auto; display: flex; align-items: center; gap: 8mm; text-align: left; font-size: 9pt; }
.verification svg { width: 28mm; height: 28mm; }
.code { font-family: 'DejaVu Sans Mono', monospace; font-size: 12pt; font-weight: bold; }
.url { overflow-wrap: anywhere; }`;

const DESIGN_CSS: Record<CertificateDesign, string> = {
  own: `body { background: #ffffff; }
.page { inset: 8mm; padding: 16mm 18mm 12mm; border: 2mm solid #1f3d2b; }
h1 { font-size: 40pt; letter-spacing: 0.12em; text-transform: uppercase; margin: 8mm 0 10mm; color: #1f3d2b; }
.logo { margin-top: 4mm; }`,
  planting: `body { background: #f1f8e9; }
.band { width: 100%; background: #2e7d32; color: #ffffff; padding: 14mm 12mm 10mm; }
.band h1 { font-size: 28pt; margin: 0; letter-spacing: 0.04em; }
.tree { width: 26mm; height: 32mm; margin: 10mm 0 4mm; }
.page { padding-bottom: 14mm; }
.issuer { font-size: 10pt; color: #33691e; margin-top: 4mm; }
.logo { margin-bottom: 4mm; }`,
};

/**
 * A whole A4 page for Chromium to print in either design: inline CSS, the logo as a data URL and
 * an inline SVG QR code, nothing fetched. DejaVu Sans first: it is installed and has every Polish letter.
 */
export async function certificateHtml(content: CertificateContent): Promise<string> {
  const { lang, design } = content;
  const text = TEXTS[lang];
  const title = design === 'own' ? text.ownTitle : text.plantingTitle;
  const logo = content.logoDataUrl && LOGO_DATA_URL.test(content.logoDataUrl) ? `<img class="logo" src="${content.logoDataUrl}" alt="">` : '';
  const body = `<p class="lead">${text.certifies}</p>
<p class="company">${escapeHtml(content.companyName)}</p>
<p class="lead">${text.tookPart}</p>
<p class="lead">${text.period} ${formatDay(lang, content.dateFrom)} – ${formatDay(lang, content.dateTo)}</p>
<div class="figures">
<div class="figure"><span class="value">${formatNumber(lang, content.km)} km</span><span class="label">${text.km}</span></div>
<div class="figure"><span class="value">${formatNumber(lang, content.trees)}</span><span class="label">${text.trees}</span></div>
</div>
<p class="dedication${content.dedication.length > LONG_DEDICATION ? ' long' : ''}">${escapeHtml(content.dedication)}</p>`;
  const verification = `<div class="verification">
${await qrSvg(content.verificationUrl)}
<div>
<div>${text.code}: <span class="code">${escapeHtml(content.verificationCode)}</span></div>
<div>${text.verify}</div>
<div class="url">${escapeHtml(content.verificationUrl)}</div>
</div>
</div>`;
  const page =
    design === 'own'
      ? `<main class="page own">\n${logo}\n<h1>${title}</h1>\n${body}\n${verification}\n</main>`
      : `<main class="page planting">\n<header class="band"><h1>${title}</h1></header>\n${TREE_SVG}\n${logo}\n${body}\n${verification}\n<p class="issuer">${text.issuer}</p>\n</main>`;
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(`${title} – ${content.companyName}`)}</title>
<style>
${COMMON_CSS}
${DESIGN_CSS[design]}
</style>
</head>
<body>
${page}
</body>
</html>
`;
}
