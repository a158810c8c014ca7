import { formatDateRange } from '@lesne/domain';
import { escapeHtml, formatNumber } from '../documents/document-html';
import { documentPage, figuresHtml, lengthClass } from '../documents/document-page';

export type DiplomaLanguage = 'pl' | 'en';

export interface DiplomaContent {
  lang: DiplomaLanguage;
  /** the participant's name */
  name: string;
  companyName: string;
  /** the company's logo as a data URL (image/png or image/jpeg), or null for its name as a wordmark */
  logoDataUrl: string | null;
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
    signer: 'Organizator wyzwania',
    code: 'Kod weryfikacyjny',
    verify: 'Autentyczność dyplomu sprawdzisz pod adresem',
  },
  en: {
    title: 'Diploma',
    awardedTo: 'awarded to',
    forTakingPart: 'for taking part in the Forest Challenge of',
    period: 'held',
    trees: 'Trees to be planted',
    signer: 'Challenge organiser',
    code: 'Verification code',
    verify: 'Check that this diploma is genuine at',
  },
} satisfies Record<DiplomaLanguage, Record<string, string>>;

/** A participant's diploma: their name and their trees take the page, in the shared frame. */
export function diplomaHtml(content: DiplomaContent): Promise<string> {
  const { lang } = content;
  const text = TEXTS[lang];
  return documentPage({
    lang,
    look: 'framed',
    heading: text.title,
    subject: content.name,
    companyName: content.companyName,
    logoDataUrl: content.logoDataUrl,
    body: `<p class="lead">${text.awardedTo}</p>
<p class="name${lengthClass(content.name)}">${escapeHtml(content.name)}</p>
<div class="rule"></div>
<p class="lead">${text.forTakingPart}</p>
<p class="company${lengthClass(content.companyName)}">${escapeHtml(content.companyName)}</p>
<p class="lead">${text.period} ${formatDateRange(content.dateFrom, content.dateTo, lang)}</p>
${figuresHtml([{ value: formatNumber(lang, content.trees), label: text.trees }])}`,
    signature: { role: text.signer, on: content.companyName },
    verification: { label: text.code, hint: text.verify, code: content.verificationCode, url: content.verificationUrl },
    // one figure: it may take the whole line
    css: '.figures:not(.long, .longer) .value { font-size: 72pt; } .figure .label { max-width: none; }',
  });
}
