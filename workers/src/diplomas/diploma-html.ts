import { escapeHtml, formatDay, formatNumber, qrSvg } from '../documents/document-html';

export type DiplomaLanguage = 'pl' | 'en';

export interface DiplomaContent {
  lang: DiplomaLanguage;
  /** the participant's name */
  name: string;
  companyName: string;
  /** YYYY-MM-DD, the event's first and last days */
  dateFrom: string;
  dateTo: string;
  /** whole trees; no km, which come partly from Strava (libs/domain visibility.ts) */
  trees: number;
  verificationCode: string;
  /** where anyone checks the diploma is genuine; the QR code holds it */
  verificationUrl: string;
}

const TEXTS = {
  pl: {
    title: 'Dyplom',
    awardedTo: 'przyznany',
    forTakingPart: 'za udział w wyzwaniu Leśne Wyzwanie firmy',
    period: 'w dniach',
    trees: 'Drzewa do posadzenia',
    code: 'Kod weryfikacyjny',
    verify: 'Autentyczność dyplomu sprawdzisz pod adresem',
  },
  en: {
    title: 'Diploma',
    awardedTo: 'awarded to',
    forTakingPart: 'for taking part in the Forest Challenge of',
    period: 'held',
    trees: 'Trees to be planted',
    code: 'Verification code',
    verify: 'Check that this diploma is genuine at',
  },
} satisfies Record<DiplomaLanguage, Record<string, string>>;

/**
 * A whole A4 page for Chromium to print: inline CSS and an inline SVG QR code, nothing fetched,
 * so rendering never waits on the network. DejaVu Sans first: it is installed and has every Polish letter.
 */
export async function diplomaHtml(content: DiplomaContent): Promise<string> {
  const { lang } = content;
  const text = TEXTS[lang];
  const qr = await qrSvg(content.verificationUrl);
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(`${text.title} – ${content.name}`)}</title>
<style>
@page { size: A4; margin: 0; }
* { box-sizing: border-box; }
html, body { margin: 0; width: 210mm; height: 297mm; }
body { font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; color: #1f3d2b; background: #f6faf3; }
.frame { position: absolute; inset: 12mm; border: 3mm double #2e7d32; padding: 22mm 18mm; display: flex; flex-direction: column; align-items: center; text-align: center; }
h1 { font-size: 42pt; letter-spacing: 0.08em; text-transform: uppercase; margin: 0 0 10mm; color: #2e7d32; }
.lead { font-size: 14pt; margin: 0; }
.name { font-size: 30pt; font-weight: bold; margin: 6mm 0 8mm; overflow-wrap: anywhere; }
.company { font-size: 18pt; font-weight: bold; margin: 3mm 0 2mm; overflow-wrap: anywhere; }
.figures { display: flex; gap: 20mm; margin: 16mm 0; }
.figure .value { display: block; font-size: 28pt; font-weight: bold; color: #2e7d32; }
.figure .label { font-size: 11pt; }
.verification { margin-top: auto; display: flex; align-items: center; gap: 8mm; text-align: left; font-size: 10pt; }
.verification svg { width: 32mm; height: 32mm; }
.code { font-family: 'DejaVu Sans Mono', monospace; font-size: 13pt; font-weight: bold; }
.url { overflow-wrap: anywhere; }
</style>
</head>
<body>
<main class="frame">
<h1>${text.title}</h1>
<p class="lead">${text.awardedTo}</p>
<p class="name">${escapeHtml(content.name)}</p>
<p class="lead">${text.forTakingPart}</p>
<p class="company">${escapeHtml(content.companyName)}</p>
<p class="lead">${text.period} ${formatDay(lang, content.dateFrom)} – ${formatDay(lang, content.dateTo)}</p>
<div class="figures">
<div class="figure"><span class="value">${formatNumber(lang, content.trees)}</span><span class="label">${text.trees}</span></div>
</div>
<div class="verification">
${qr}
<div>
<div>${text.code}: <span class="code">${escapeHtml(content.verificationCode)}</span></div>
<div>${text.verify}</div>
<div class="url">${escapeHtml(content.verificationUrl)}</div>
</div>
</div>
</main>
</body>
</html>
`;
}
