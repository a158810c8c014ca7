import { diplomaHtml, type DiplomaContent } from './diploma-html';

/** A 1x1 PNG, as a re-encoded upload is kept. */
const LOGO = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const content: DiplomaContent = {
  lang: 'pl',
  name: 'Zażółć Gęślą',
  companyName: 'Leśny Dwór sp. z o.o.',
  logoDataUrl: null,
  dateFrom: '2026-06-01',
  dateTo: '2026-06-30',
  trees: 1234.5,
  verificationCode: 'AB12-CD34',
  verificationUrl: 'https://lesnewyzwanie.pl/diplomas/verify/AB12-CD34',
};

describe('diplomaHtml', () => {
  it('writes the Polish diploma with decimal commas and Polish dates', async () => {
    const html = await diplomaHtml(content);
    expect(html).toContain('<html lang="pl">');
    expect(html).toContain('Dyplom');
    expect(html).toContain('Zażółć Gęślą');
    expect(html).toContain('Leśny Dwór sp. z o.o.');
    expect(html).toContain('01.06.2026 – 30.06.2026');
    expect(html).toMatch(/1\s?234,5/);
    expect(html).not.toContain('1234.5');
    expect(html).toContain('AB12-CD34');
  });

  it('writes the English diploma with decimal points and English dates', async () => {
    const html = await diplomaHtml({ ...content, lang: 'en' });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Diploma');
    expect(html).not.toContain('Dyplom');
    expect(html).toContain('1 June 2026 – 30 June 2026');
    expect(html).toContain('1,234.5');
  });

  it('shows trees and no km: a participant’s km come partly from Strava, which lets only their owner see them', async () => {
    for (const lang of ['pl', 'en'] as const) {
      const html = await diplomaHtml({ ...content, lang });
      expect(html).not.toMatch(/\bkm\b|kilomet/i);
      expect(html).toContain(lang === 'pl' ? 'Drzewa do posadzenia' : 'Trees to be planted');
    }
  });

  it('escapes every value it is given', async () => {
    const html = await diplomaHtml({
      ...content,
      name: '<script>alert(1)</script>',
      companyName: 'A & "B" <i>',
      verificationCode: "<b>'x'",
      verificationUrl: 'https://example.com/?a=1&b=<2>',
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('A &amp; &quot;B&quot; &lt;i&gt;');
    expect(html).toContain('&lt;b&gt;&#39;x&#39;');
    expect(html).toContain('https://example.com/?a=1&amp;b=&lt;2&gt;');
  });

  it('holds the verification URL as an inline SVG QR code and fetches nothing but its embedded fonts', async () => {
    const html = await diplomaHtml(content);
    expect(html).toMatch(/<div class="verification">\s*<svg[^>]*viewBox="0 0 \d+ \d+"[\s\S]*<path[\s\S]*<\/svg>/);
    expect(html).not.toMatch(/(src|href)=|@import/);
    expect([...html.matchAll(/url\('([^']*)'\)/g)].map(([, url]) => url).every((url) => /^file:\/\/.*@fontsource\/(inter|lora)\/files\/.*\.woff2$/.test(url))).toBe(true);
    const other = await diplomaHtml({ ...content, verificationUrl: 'https://lesnewyzwanie.pl/diplomas/verify/ZZ99-YY88' });
    const qr = (page: string) => page.match(/<div class="verification">\s*(<svg[\s\S]*?<\/svg>)/)![1];
    expect(qr(other)).not.toBe(qr(html));
  });

  it('shows the company\'s logo at the top when it has one, and its name as a wordmark when not', async () => {
    const withLogo = await diplomaHtml({ ...content, logoDataUrl: LOGO });
    expect(withLogo).toContain(`<img class="logo" src="${LOGO}" alt="Leśny Dwór sp. z o.o.">`);
    expect(withLogo).not.toContain('class="wordmark');
    const without = await diplomaHtml(content);
    expect(without).not.toContain('<img');
    expect(without).toContain('<span class="wordmark">Leśny Dwór sp. z o.o.</span>');
  });

  it('is signed by the challenge\'s organiser for the company, in both languages', async () => {
    expect(await diplomaHtml(content)).toMatch(/<span class="role">Organizator wyzwania<\/span><span class="on">Leśny Dwór sp. z o.o.<\/span>/);
    expect(await diplomaHtml({ ...content, lang: 'en' })).toContain('<span class="role">Challenge organiser</span>');
  });

  it('sets a long name smaller than a short one', async () => {
    const short = await diplomaHtml(content);
    expect(short).toContain('<p class="name">Zażółć Gęślą</p>');
    const long = await diplomaHtml({ ...content, name: 'Małgorzata Brzęczyszczykiewicz-Wiśniewska' });
    expect(long).toContain('<p class="name longer">Małgorzata Brzęczyszczykiewicz-Wiśniewska</p>');
  });
});
