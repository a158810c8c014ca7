import type { DocumentLang } from '@lesne/contracts';
import { DOCUMENT_FONTS_CSS, SANS, SERIF } from './document-fonts';
import { escapeHtml, qrSvg } from './document-html';
import { FOREST_SVG, SPRIG_SVG } from './forest';

/**
 * The frame every printed document shares (diplomas, both certificate designs): the embedded fonts,
 * the company's logo or its name as a wordmark, the title, a signature line, the small
 * verification block in the corner and the strip of forest along the foot of the page.
 */

/** `framed`: a double rule around a warm page. `band`: a deep green band across the top of a pale green page. */
export type PageLook = 'framed' | 'band';

export interface DocumentPage {
  lang: DocumentLang;
  look: PageLook;
  /** the document's name in its language, e.g. 'Dyplom' */
  heading: string;
  /** the browser's title of the page: whose document it is */
  subject: string;
  companyName: string;
  /** a data URL (image/png or image/jpeg), or null for the company's name as a wordmark */
  logoDataUrl: string | null;
  /** the document's own text, already escaped, between the title and the signature */
  body: string;
  /** the signature line's caption: who signs and on whose behalf */
  signature: { role: string; on: string };
  verification: { label: string; hint: string; code: string; url: string };
  /** the document's own rules, after the frame's */
  css?: string;
}

/** Only a re-encoded upload's types reach the page, so the attribute holds nothing but base64. */
const LOGO_DATA_URL = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+=*$/;

/** The product's name, the same in both languages: it is a brand. */
const PRODUCT = 'Leśne Wyzwanie';

/** Names and company names this long are set smaller, in three steps, so that the longest allowed still fit the page. */
export function lengthClass(value: string): string {
  if (value.length > 80) return ' longest';
  if (value.length > 40) return ' longer';
  if (value.length > 26) return ' long';
  return '';
}

const FRAME_CSS = `@page { size: A4; margin: 0; }
* { box-sizing: border-box; }
html, body { margin: 0; width: 210mm; height: 297mm; }
body { font-family: ${SANS}; font-size: 11pt; line-height: 1.35; color: #1f3d2b; background: #fbfaf4; font-variant-numeric: lining-nums; }
p { margin: 0; }
.sheet { position: absolute; display: flex; flex-direction: column; align-items: center; text-align: center; overflow: hidden; }
.framed .sheet { inset: 10mm; padding: 12mm 16mm 0; border: 0.7mm solid #1f5130; outline: 0.25mm solid #1f5130; outline-offset: -2.6mm; }
.band { background: #eef5e9; }
.band .sheet { inset: 0; padding: 0 22mm; }
.brand { flex: none; height: 22mm; max-width: 100%; display: flex; align-items: center; justify-content: center; margin-bottom: 7mm; }
.wordmark.long { font-size: 10pt; letter-spacing: 0.12em; }
.wordmark.longer, .wordmark.longest { font-size: 8pt; letter-spacing: 0.1em; display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 3; overflow: hidden; }
.brand img { max-width: 72mm; max-height: 22mm; object-fit: contain; }
.wordmark { max-width: 150mm; font-size: 12pt; font-weight: 700; letter-spacing: 0.16em; text-transform: uppercase; color: #1f5130; border-top: 0.3mm solid #2e7d32; border-bottom: 0.3mm solid #2e7d32; padding: 1.6mm 4mm; overflow-wrap: anywhere; }
.title { flex: none; display: flex; flex-direction: column; align-items: center; }
.band .title { order: -1; width: calc(100% + 44mm); margin: 0 -22mm 8mm; padding: 13mm 18mm 11mm; background: #1f5130; }
.kicker { display: flex; align-items: center; gap: 3mm; font-size: 9pt; font-weight: 600; letter-spacing: 0.3em; text-transform: uppercase; color: #2e7d32; }
.band .kicker { color: #a9cfa4; }
.sprig { width: 4.5mm; height: 4.5mm; }
h1 { font-family: ${SERIF}; font-weight: 600; font-size: 60pt; line-height: 1.05; color: #1f5130; margin: 3mm 0 0; }
.band h1 { color: #ffffff; font-size: 34pt; }
.lead { font-size: 12pt; color: #4a5d50; }
.content { flex: 1 1 auto; min-height: 0; width: 100%; display: flex; flex-direction: column; align-items: center; justify-content: safe center; padding: 4mm 0; }
.name { font-family: ${SERIF}; font-weight: 600; font-size: 40pt; line-height: 1.15; max-width: 100%; margin: 3mm 0; overflow-wrap: anywhere; text-wrap: balance; }
.name.long { font-size: 30pt; }
.name.longer { font-size: 24pt; }
.name.longest { font-size: 20pt; }
.rule { width: 64mm; border-top: 0.3mm solid #a9cfa4; margin: 6mm 0; }
.company { font-size: 15pt; font-weight: 600; max-width: 100%; margin: 1.5mm 0; overflow-wrap: anywhere; text-wrap: balance; }
.company.long { font-size: 13pt; }
.company.longer, .company.longest { font-size: 11pt; }
.figures { display: flex; justify-content: center; max-width: 100%; margin-top: 12mm; }
.figure { display: flex; flex-direction: column; align-items: center; padding: 0 11mm; }
.figure + .figure { border-left: 0.3mm solid #a9cfa4; }
.figure .value { font-family: ${SERIF}; font-weight: 600; font-size: 48pt; line-height: 1.1; color: #2e7d32; white-space: nowrap; }
.figures.long .value { font-size: 34pt; }
.figures.longer .value { font-size: 24pt; }
.figure .unit { font-size: 0.5em; }
.figure .label { width: max-content; max-width: 48mm; font-size: 9pt; font-weight: 600; letter-spacing: 0.14em; text-transform: uppercase; text-wrap: balance; color: #4a5d50; margin-top: 1mm; }
.closing { flex: none; width: 100%; display: flex; justify-content: space-between; align-items: flex-end; gap: 8mm; padding-bottom: 5mm; }
.signature { flex: 0 1 72mm; display: flex; flex-direction: column; align-items: center; }
.signature .line { align-self: stretch; border-top: 0.3mm solid #1f3d2b; margin-top: 18mm; margin-bottom: 1.5mm; }
.signature .role { font-size: 9pt; font-weight: 600; }
.signature .on { font-size: 8pt; color: #4a5d50; overflow-wrap: anywhere; display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden; }
.verification { flex: none; width: 88mm; display: flex; align-items: center; gap: 3mm; text-align: left; font-size: 6.5pt; line-height: 1.4; color: #4a5d50; }
.verification svg { flex: none; width: 18mm; height: 18mm; }
.verification .code { display: block; font-size: 9pt; font-weight: 600; letter-spacing: 0.06em; color: #1f3d2b; }
.verification .hint, .verification .url { display: block; }
.verification .url { overflow-wrap: anywhere; }
.forest { flex: none; display: block; width: calc(100% + 32mm); height: auto; margin: 0 -16mm; }
.band .forest { width: calc(100% + 44mm); margin: 0 -22mm; }`;

/** The figures a document states, large; the more digits they have together, the smaller they are set, so that they keep to one line. */
export function figuresHtml(figures: Array<{ value: string; unit?: string; label: string }>): string {
  // a unit is set at half size
  const characters = figures.reduce((sum, figure) => sum + figure.value.length + (figure.unit?.length ?? 0) / 2, 0);
  const size = characters > 19 ? ' longer' : characters > 14 ? ' long' : '';
  const figure = ({ value, unit, label }: (typeof figures)[number]) =>
    `<div class="figure"><span class="value">${value}${unit ? ` <span class="unit">${unit}</span>` : ''}</span><span class="label">${label}</span></div>`;
  return `<div class="figures${size}">\n${figures.map(figure).join('\n')}\n</div>`;
}

/** The whole A4 page for Chromium to print: nothing is fetched but the embedded fonts. */
export async function documentPage(page: DocumentPage): Promise<string> {
  const { verification, signature } = page;
  const brand =
    page.logoDataUrl && LOGO_DATA_URL.test(page.logoDataUrl)
      ? `<img class="logo" src="${page.logoDataUrl}" alt="${escapeHtml(page.companyName)}">`
      : `<span class="wordmark${lengthClass(page.companyName)}">${escapeHtml(page.companyName)}</span>`;
  return `<!doctype html>
<html lang="${page.lang}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(`${page.heading} – ${page.subject}`)}</title>
<style>
${DOCUMENT_FONTS_CSS}
${FRAME_CSS}
${page.css ?? ''}
</style>
</head>
<body class="${page.look}">
<main class="sheet">
<div class="brand">${brand}</div>
<header class="title">
<p class="kicker">${SPRIG_SVG}${PRODUCT}${SPRIG_SVG}</p>
<h1>${page.heading}</h1>
</header>
<section class="content">
${page.body}
</section>
<footer class="closing">
<div class="signature"><span class="line"></span><span class="role">${signature.role}</span><span class="on">${escapeHtml(signature.on)}</span></div>
<div class="verification">
${await qrSvg(verification.url)}
<div><span>${verification.label}</span><span class="code">${escapeHtml(verification.code)}</span><span class="hint">${verification.hint}</span><span class="url">${escapeHtml(verification.url)}</span></div>
</div>
</footer>
${FOREST_SVG}
</main>
</body>
</html>
`;
}
