import { diplomaHtml, type DiplomaContent } from './diploma-html';

const content: DiplomaContent = {
  lang: 'pl',
  name: 'Zażółć Gęślą',
  companyName: 'Leśny Dwór sp. z o.o.',
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

  it('holds the verification URL as an inline SVG QR code and fetches nothing', async () => {
    const html = await diplomaHtml(content);
    expect(html).toMatch(/<svg[^>]*viewBox="0 0 \d+ \d+"[\s\S]*<path[\s\S]*<\/svg>/);
    expect(html).not.toMatch(/(src|href)=|@import|url\(/);
    const other = await diplomaHtml({ ...content, verificationUrl: 'https://lesnewyzwanie.pl/diplomas/verify/ZZ99-YY88' });
    const qr = (page: string) => page.match(/<svg[\s\S]*<\/svg>/)![0];
    expect(qr(other)).not.toBe(qr(html));
  });

  it('prints on A4 in DejaVu Sans first', async () => {
    const html = await diplomaHtml(content);
    expect(html).toContain('@page { size: A4; margin: 0; }');
    expect(html).toMatch(/font-family: 'DejaVu Sans',/);
  });
});
