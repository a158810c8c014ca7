import 'reflect-metadata';
import { execFileSync } from 'node:child_process';
import { DOCUMENT_FONTS_CSS } from '../src/documents/document-fonts';
import { PDF_PAGES, PdfRenderer } from '../src/documents/pdf-renderer';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The Chromium processes this test process started (their parent is this process). */
function chromiumChildren(): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(process.pid)], { encoding: 'utf8' }).trim().split('\n').map(Number);
  } catch {
    return [];
  }
}

const page = (name: string) => `<!doctype html><html><head><meta charset="utf-8"><style>body { font-family: 'DejaVu Sans'; }</style></head><body><h1>${name}</h1></body></html>`;

/** Page objects of a PDF whose streams are not compressed enough to hide them; enough to tell one page from two. */
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;

describe('PdfRenderer', () => {
  let renderer: PdfRenderer;
  beforeAll(() => {
    renderer = new PdfRenderer({ CHROMIUM_PATH });
  });
  afterAll(() => renderer.onModuleDestroy());

  it('prints the HTML to a one-page A4 PDF', async () => {
    const pdf = await renderer.render(page('Zażółć Gęślą Jaźń'));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(1);
    // A4 portrait in points
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 59[56]\.\d+ 841\.\d+\]/);
    // the DejaVu font is embedded for the Polish letters
    expect(pdf.toString('latin1')).toMatch(/BaseFont \/\w+\+DejaVuSans/);
    // a longer name prints more glyphs: the text is in the PDF, not an empty page
    const longer = await renderer.render(page('Zażółć Gęślą Jaźń '.repeat(20)));
    expect(longer.length).toBeGreaterThan(pdf.length);
  });

  it('loads the documents’ embedded fonts into its pages, where Chromium loads file:// fonts only into a file:// page', async () => {
    const pdf = await renderer.render(`<!doctype html><html><head><meta charset="utf-8"><style>${DOCUMENT_FONTS_CSS} body { font-family: 'Inter'; } h1 { font-family: 'Lora'; }</style></head><body><h1>Dyplom</h1><p>Zażółć Gęślą Jaźń</p></body></html>`);
    const fonts = [...pdf.toString('latin1').matchAll(/\/FontName\s*\/[A-Z]{6}\+([^\s/]+)/g)].map(([, name]) => name);
    expect(fonts.some((name) => name.startsWith('Inter-'))).toBe(true);
    expect(fonts.some((name) => name.startsWith('Lora-'))).toBe(true);
    expect(fonts.filter((name) => !/^(Inter|Lora)-/.test(name))).toEqual([]);
  });

  it('prints ten at once through its pool, in one Chromium', async () => {
    await renderer.render(page('rozgrzewka'));
    const before = chromiumChildren();
    const pdfs = await Promise.all(Array.from({ length: 10 }, (_, index) => renderer.render(page(`Uczestnik ${index}`))));
    expect(pdfs.every((pdf) => pdf.subarray(0, 5).toString() === '%PDF-')).toBe(true);
    expect(new Set(pdfs.map((pdf) => pdf.toString('base64'))).size).toBe(10);
    expect(chromiumChildren()).toEqual(before);
    expect(PDF_PAGES).toBeGreaterThanOrEqual(2);
  });

  it('starts Chromium again after it was killed', async () => {
    await renderer.render(page('przed'));
    const [killed] = chromiumChildren();
    expect(killed).toBeDefined();
    process.kill(killed, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const pdfs = await Promise.all([renderer.render(page('po')), renderer.render(page('po raz drugi'))]);
    expect(pdfs.every((pdf) => pdf.subarray(0, 5).toString() === '%PDF-')).toBe(true);
    // both renders found it dead; one Chromium was started again, not one each
    const relaunched = chromiumChildren();
    expect(relaunched).toHaveLength(1);
    expect(relaunched[0]).not.toBe(killed);
  });

  it('retries a render caught by the crash', async () => {
    await renderer.render(page('przed'));
    const rendering = renderer.render(page('w trakcie'.repeat(500)));
    process.kill(chromiumChildren()[0], 'SIGKILL');
    const pdf = await rendering;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
