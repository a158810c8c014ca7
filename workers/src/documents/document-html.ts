import QRCode from 'qrcode';
import type { DocumentLang } from '@lesne/contracts';

/** What the printed documents (diplomas, certificates) share: escaping, the languages' number formats, the logo, the QR code. */

const LOCALES: Record<DocumentLang, string> = { pl: 'pl-PL', en: 'en-GB' };

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => HTML_ENTITIES[char]);

export function formatNumber(lang: DocumentLang, value: number): string {
  return new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 2 }).format(value);
}

/** A company's stored logo as the data URL a page shows, or null when it has none. */
export function logoDataUrl(logo: { mimeType: string; data: Buffer } | null): string | null {
  return logo ? `data:${logo.mimeType};base64,${logo.data.toString('base64')}` : null;
}

/** The URL as an inline SVG QR code: nothing to fetch while printing. */
export function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' });
}
