import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DOCUMENT_BASE_URL, DOCUMENT_FONTS_CSS } from './document-fonts';
import { documentPage, figuresHtml, lengthClass, type DocumentPage } from './document-page';

const page: DocumentPage = {
  lang: 'pl',
  look: 'framed',
  heading: 'Dyplom',
  subject: 'Zażółć Gęślą',
  companyName: 'Leśny Dwór',
  logoDataUrl: null,
  body: '<p class="name">Zażółć Gęślą</p>',
  signature: { role: 'Organizator wyzwania', on: 'Leśny Dwór' },
  verification: { label: 'Kod weryfikacyjny', hint: 'Sprawdź pod adresem', code: 'AB12-CD34', url: 'https://lesnewyzwanie.pl/weryfikacja/AB12-CD34' },
};

describe('the printed documents’ frame', () => {
  it('embeds Inter and Lora from @fontsource, Latin and Latin Extended (the Polish letters), as files that exist', () => {
    const faces = [...DOCUMENT_FONTS_CSS.matchAll(/font-family: '(\w+)'; font-style: (\w+);[^}]*url\('([^']+)'\)/g)].map(([, family, style, url]) => ({ family, style, url }));
    expect(faces.map(({ family, style, url }) => `${family} ${style} ${url.replace(/^.*\/files\//, '')}`)).toEqual([
      'Inter normal inter-latin-400-normal.woff2',
      'Inter normal inter-latin-ext-400-normal.woff2',
      'Inter normal inter-latin-600-normal.woff2',
      'Inter normal inter-latin-ext-600-normal.woff2',
      'Inter normal inter-latin-700-normal.woff2',
      'Inter normal inter-latin-ext-700-normal.woff2',
      'Lora normal lora-latin-600-normal.woff2',
      'Lora normal lora-latin-ext-600-normal.woff2',
      'Lora italic lora-latin-400-italic.woff2',
      'Lora italic lora-latin-ext-400-italic.woff2',
    ]);
    for (const { url } of faces) expect(existsSync(fileURLToPath(url))).toBe(true);
    // Latin Extended covers ą ć ę ł ń ś ź ż (U+0104 to U+017C)
    expect(DOCUMENT_FONTS_CSS).toContain('unicode-range: U+0100-02BA');
    expect(DOCUMENT_BASE_URL).toMatch(/^file:\/\/.*\/@fontsource\/inter\/files\/$/);
  });

  it('names no font but the embedded ones, so the machine’s fonts never print', async () => {
    const html = await documentPage(page);
    const families = new Set([...html.matchAll(/font-family: ([^;]+);/g)].map(([, family]) => family.trim()));
    expect([...families].sort()).toEqual(["'Inter'", "'Lora'"]);
    expect(html).not.toMatch(/DejaVu|Liberation|Arial|sans-serif|monospace/);
  });

  it('holds the logo or wordmark, the title, the body, a signature line, the small verification block and the forest', async () => {
    const html = await documentPage(page);
    const order = ['class="brand"', '<span class="wordmark">Leśny Dwór</span>', '<h1>Dyplom</h1>', '<p class="name">Zażółć Gęślą</p>', 'class="signature"', 'class="verification"', 'AB12-CD34', '<svg class="forest"'];
    const at = order.map((part) => html.indexOf(part));
    expect(at.every((index) => index >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(html).toContain('<title>Dyplom – Zażółć Gęślą</title>');
  });

  it('sets longer names smaller, in three steps', () => {
    expect(lengthClass('Anna Kowalska')).toBe('');
    expect(lengthClass('Małgorzata Brzęczyszczykiewicz')).toBe(' long');
    expect(lengthClass('Małgorzata Brzęczyszczykiewicz-Wiśniewska')).toBe(' longer');
    expect(lengthClass('M'.repeat(81))).toBe(' longest');
  });

  it('sets figures smaller the more characters they have together, a unit counting half', () => {
    expect(figuresHtml([{ value: '37', label: 'Drzewa' }])).toBe('<div class="figures">\n<div class="figure"><span class="value">37</span><span class="label">Drzewa</span></div>\n</div>');
    expect(figuresHtml([{ value: '12 480,6', unit: 'km', label: 'km' }, { value: '2 496', label: 'Drzewa' }])).toMatch(/^<div class="figures">/);
    expect(figuresHtml([{ value: '123 456,78', unit: 'km', label: 'km' }, { value: '24 691', label: 'Drzewa' }])).toMatch(/^<div class="figures long">/);
    expect(figuresHtml([{ value: '99 999 999,99', unit: 'km', label: 'km' }, { value: '99 999 999', label: 'Drzewa' }])).toMatch(/^<div class="figures longer">/);
  });
});
