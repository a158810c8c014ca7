import { certificateHtml, type CertificateContent } from './certificate-html';

/** A 1x1 PNG, as a re-encoded upload is kept. */
const LOGO = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const content: CertificateContent = {
  lang: 'pl',
  design: 'own',
  companyName: 'Leśny Dwór sp. z o.o.',
  logoDataUrl: LOGO,
  dateFrom: '2026-06-01',
  dateTo: '2026-06-30',
  km: 12345.5,
  trees: 2469,
  dedication: 'Dziękujemy wszystkim!\nDo zobaczenia.',
  verificationCode: 'AB12-CD34-EF56',
  verificationUrl: 'https://lesnewyzwanie.pl/weryfikacja/AB12-CD34-EF56',
};

describe('certificateHtml', () => {
  it("prints the company's own design in Polish: title, company, dates, km and trees, the dedication, the code", async () => {
    const html = await certificateHtml(content);
    expect(html).toContain('<html lang="pl">');
    expect(html).toContain('<h1>Certyfikat</h1>');
    expect(html).toContain('Leśny Dwór sp. z o.o.');
    expect(html).toContain('01.06.2026 – 30.06.2026');
    expect(html).toMatch(/12\s?345,5 <span class="unit">km<\/span>/);
    expect(html).toMatch(/2\s?469/);
    expect(html).toContain('Dziękujemy wszystkim!\nDo zobaczenia.');
    expect(html).toContain('AB12-CD34-EF56');
    expect(html).toContain('<body class="framed">');
    expect(html).toContain('<span class="role">Organizator wyzwania</span><span class="on">Leśny Dwór sp. z o.o.</span>');
  });

  it("prints the tree-planting service's design in English, distinct from the own one", async () => {
    const html = await certificateHtml({ ...content, lang: 'en', design: 'planting' });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Tree planting certificate');
    expect(html).toContain('<body class="band">');
    expect(html).toContain('1 June 2026 – 30 June 2026');
    expect(html).toContain('12,345.5 <span class="unit">km</span>');
    expect(html).toContain('<span class="role">Tree planting coordinator</span><span class="on">Leśne Wyzwanie and the tree-planting service</span>');
    expect(html).not.toContain('Certyfikat');
    const own = await certificateHtml({ ...content, lang: 'en' });
    expect(own).toContain('<h1>Certificate</h1>');
    expect(own).toContain('<body class="framed">');
  });

  it('inlines the logo as its data URL, shows the company\'s name as a wordmark when there is none, and refuses anything but base64 PNG or JPEG', async () => {
    expect(await certificateHtml(content)).toContain(`<img class="logo" src="${LOGO}" alt="Leśny Dwór sp. z o.o.">`);
    expect(await certificateHtml({ ...content, logoDataUrl: null })).not.toContain('<img');
    expect(await certificateHtml({ ...content, logoDataUrl: null })).toContain('<span class="wordmark">Leśny Dwór sp. z o.o.</span>');
    expect(await certificateHtml({ ...content, logoDataUrl: 'https://example.com/logo.png' })).not.toContain('<img');
    expect(await certificateHtml({ ...content, logoDataUrl: 'data:image/svg+xml;base64,PHN2Zz4=' })).not.toContain('<img');
    expect(await certificateHtml({ ...content, logoDataUrl: 'data:image/png;base64,AAA" onerror="x' })).not.toContain('<img');
  });

  it('escapes every value it is given', async () => {
    const html = await certificateHtml({ ...content, companyName: '<script>x</script>', dedication: 'A & "B" <i>', verificationCode: "<b>'x'", verificationUrl: 'https://e.com/?a=1&b=<2>' });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(html).toContain('A &amp; &quot;B&quot; &lt;i&gt;');
    expect(html).toContain('&lt;b&gt;&#39;x&#39;');
    expect(html).toContain('https://e.com/?a=1&amp;b=&lt;2&gt;');
  });

  it('holds the verification URL as an inline SVG QR code and fetches nothing but its embedded fonts', async () => {
    const html = await certificateHtml({ ...content, logoDataUrl: null });
    expect(html).toMatch(/<div class="verification">\s*<svg[^>]*viewBox="0 0 \d+ \d+"[\s\S]*<path[\s\S]*<\/svg>/);
    expect(html).not.toMatch(/(src|href)=|@import/);
    expect([...html.matchAll(/url\('([^']*)'\)/g)].map(([, url]) => url).every((url) => /^file:\/\/.*@fontsource\/(inter|lora)\/files\/.*\.woff2$/.test(url))).toBe(true);
    expect(html).toContain('@page { size: A4; margin: 0; }');
  });

  it('sets a long company name, a long dedication and many digits smaller', async () => {
    const short = await certificateHtml(content);
    expect(short).toContain('<p class="company named">');
    expect(short).toContain('<div class="figures">');
    expect(short).toContain('<p class="dedication">');
    const long = await certificateHtml({ ...content, companyName: 'Z'.repeat(120), km: 99_999_999.99, trees: 99_999_999, dedication: 'D'.repeat(1000) });
    expect(long).toContain('<p class="company named longest">');
    expect(long).toContain('<div class="figures longer">');
    expect(long).toContain('<p class="dedication longer">');
  });
});
