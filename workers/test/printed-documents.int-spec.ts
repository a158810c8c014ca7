import type { Job } from 'bullmq';
import puppeteer, { type Browser } from 'puppeteer-core';
import sharp from 'sharp';
import { QUEUES, type DocumentLang } from '@lesne/contracts';
import { addDays, CERTIFICATE_TEXT_MAX_LENGTH, COMPANY_NAME_MAX_LENGTH, NAME_MAX_LENGTH, warsawDay } from '@lesne/domain';
import { Certificate, CompanyLogo, db, Diploma, StoredDocument, User } from '@lesne/db';
import { CertificatesProcessor } from '../src/certificates/certificates.processor';
import { certificateHtml } from '../src/certificates/certificate-html';
import { diplomaHtml } from '../src/diplomas/diploma-html';
import { DiplomasProcessor } from '../src/diplomas/diplomas.processor';
import { DOCUMENT_BASE_URL } from '../src/documents/document-fonts';
import { PdfRenderer } from '../src/documents/pdf-renderer';
import { startStack, type Stack } from '../../test/stack';

/** The diplomas and certificates as the workers print them: real Postgres, real Chromium, the PDFs read back. */

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());
afterEach(() => jest.restoreAllMocks());

const PERSON = 'Małgorzata Brzęczyszczykiewicz-Wiśniewska';
const COMPANY = 'Przedsiębiorstwo Usługowe „Zielona Dąbrowa” sp. z o.o.';

/** A real 240×80 PNG, as a re-encoded upload is kept. */
const logoPng = () => sharp({ create: { width: 240, height: 80, channels: 3, background: '#2e7d32' } }).png().toBuffer();

const pdfText = (pdf: Buffer) => pdf.toString('latin1');
const pageCount = (pdf: Buffer) => (pdfText(pdf).match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
/** The fonts a PDF embeds, by their PostScript names without the subset tag (AAAAAA+Inter-Regular is Inter-Regular). */
const fontNames = (pdf: Buffer) => new Set([...pdfText(pdf).matchAll(/\/(?:FontName|BaseFont)\s*\/(?:[A-Z]{6}\+)?([^\s/<>[\]]+)/g)].map(([, name]) => name));
const imageCount = (pdf: Buffer) => (pdfText(pdf).match(/\/Subtype\s*\/Image/g) ?? []).length;

function expectEmbeddedTypefaces(pdf: Buffer): void {
  const fonts = [...fontNames(pdf)];
  expect(fonts.some((name) => name.startsWith('Inter'))).toBe(true);
  expect(fonts.some((name) => name.startsWith('Lora'))).toBe(true);
  expect(fonts.filter((name) => !/^(Inter|Lora)-/.test(name))).toEqual([]);
}

async function storedPdf(token: string | null): Promise<Buffer> {
  return (await stack.dataSource.getRepository(StoredDocument).findOneByOrFail({ token: token! })).data;
}

async function closedCompany(withLogo: boolean) {
  const today = warsawDay(new Date());
  const company = await stack.factory.company({
    name: COMPANY, dateFrom: addDays(today, -30), dateTo: addDays(today, -1), closedAt: new Date(), orderPaid: true, treeSum: 1000, posadzimyUserId: 'p-print', distanceSum: 6000,
  });
  if (withLogo) await stack.dataSource.getRepository(CompanyLogo).save({ companyId: company.id, mimeType: 'image/png', data: await logoPng() });
  return company;
}

async function printedDiploma(lang: DocumentLang, withLogo: boolean): Promise<{ html: string; pdf: Buffer; diploma: Diploma }> {
  const company = await closedCompany(withLogo);
  const person = await stack.factory.user({ company, name: PERSON });
  await stack.dataSource.getRepository(User).update({ id: person.id }, { treeSum: 1234.7, kmSum: 6173.5 });
  const render = jest.spyOn(stack.workers!.get(PdfRenderer), 'render');
  const job = { id: `print-${person.id}`, name: 'diplomas.render', data: { companyId: company.id, userId: person.id, lang, runId: null }, queueName: QUEUES.diplomas, attemptsMade: 0, opts: { attempts: 5 } } as unknown as Job;
  await expect(stack.workers!.get(DiplomasProcessor).process(job)).resolves.toBe('printed');
  const diploma = await stack.dataSource.getRepository(Diploma).findOneByOrFail({ userId: person.id });
  return { html: render.mock.calls[0][0], pdf: await storedPdf(diploma.documentToken), diploma };
}

async function printedCertificate(template: number, withLogo: boolean): Promise<{ html: string; pdf: Buffer; certificate: Certificate }> {
  const company = await closedCompany(withLogo);
  const certificate = await stack.dataSource.getRepository(Certificate).save({
    companyId: company.id, template, lang: 'pl', text: 'Dziękujemy za każdy kilometr!', state: 'rendering', verificationCode: db.documents.newVerificationCode(),
    documentToken: null, replacedAt: null, name: company.name, km: 6000.5, trees: 1200,
  });
  const render = jest.spyOn(stack.workers!.get(PdfRenderer), 'render');
  const job = { id: `print-${certificate.id}`, name: 'certificates.render', queueName: QUEUES.certificates, data: { certificateId: certificate.id }, attemptsMade: 0, opts: { attempts: 5 } } as unknown as Job;
  await expect(stack.workers!.get(CertificatesProcessor).process(job)).resolves.toBe('printed');
  const ready = await stack.dataSource.getRepository(Certificate).findOneByOrFail({ id: certificate.id });
  return { html: render.mock.calls[0][0], pdf: await storedPdf(ready.documentToken), certificate: ready };
}

describe('a printed diploma', () => {
  it.each(['pl', 'en'] as const)('in %s: one page in Inter and Lora, with the company’s logo, the name, the event, the trees and the code', async (lang) => {
    const { html, pdf, diploma } = await printedDiploma(lang, true);
    expect(pageCount(pdf)).toBe(1);
    expectEmbeddedTypefaces(pdf);
    expect(imageCount(pdf)).toBe(1);
    expect(html).toContain('<img class="logo" src="data:image/png;base64,');
    expect(html).toContain(`<p class="name longer">${PERSON}</p>`);
    expect(html).toContain(COMPANY.replace(/"/g, '&quot;'));
    expect(html).toMatch(/<span class="value">1[\s,]?234<\/span>/);
    expect(html).toContain(lang === 'pl' ? 'Drzewa do posadzenia' : 'Trees to be planted');
    expect(html).toContain(diploma.verificationCode);
  });

  it('without a logo prints the company’s name as its wordmark and no image', async () => {
    const { html, pdf } = await printedDiploma('pl', false);
    expect(html).toContain('class="wordmark');
    expect(imageCount(pdf)).toBe(0);
    expectEmbeddedTypefaces(pdf);
  });
});

describe('a printed certificate', () => {
  it.each([
    [129, 'pl own', 'Certyfikat'],
    [1, 'pl planting', 'Certyfikat posadzenia drzew'],
    [130, 'en own', 'Certificate'],
    [8, 'en planting', 'Tree planting certificate'],
  ])('template %i (%s): one page in Inter and Lora, with the logo, the company, km, trees and the code', async (template, _name, title) => {
    const { html, pdf, certificate } = await printedCertificate(template, true);
    expect(pageCount(pdf)).toBe(1);
    expectEmbeddedTypefaces(pdf);
    expect(imageCount(pdf)).toBe(1);
    expect(html).toContain(`<h1>${title}</h1>`);
    expect(html).toContain('<img class="logo" src="data:image/png;base64,');
    expect(html).toMatch(/6[\s,]?000[.,]5 <span class="unit">km<\/span>/);
    expect(html).toMatch(/<span class="value">1[\s,]?200<\/span>/);
    expect(html).toContain(certificate.verificationCode);
  });

  it('without a logo prints no image', async () => {
    const { pdf } = await printedCertificate(1, false);
    expect(imageCount(pdf)).toBe(0);
    expectEmbeddedTypefaces(pdf);
  });
});

describe('the longest allowed texts', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await puppeteer.launch({ executablePath: stack.config.CHROMIUM_PATH, headless: true, pipe: true, args: ['--no-sandbox', '--disable-gpu'] });
  });
  afterAll(() => browser.close());

  const longest = {
    name: 'Małgorzata Brzęczyszczykiewicz-Wiśniewska Zażółć Gęślą Jaźń Konstantynopolitańczykowianeczka'.padEnd(NAME_MAX_LENGTH, 'ą').slice(0, NAME_MAX_LENGTH),
    companyName: 'Przedsiębiorstwo Wielobranżowe Zażółć Gęślą Jaźń '.repeat(5).slice(0, COMPANY_NAME_MAX_LENGTH),
    dedication: 'Gratulujemy wszystkim, którzy biegali, jeździli i chodzili. '.repeat(20).slice(0, CERTIFICATE_TEXT_MAX_LENGTH),
    dateFrom: '2026-05-04',
    dateTo: '2026-05-31',
    logoDataUrl: null,
    verificationCode: 'ABCD-EFGH-IJKL',
    verificationUrl: 'https://lesnewyzwanie.pl/weryfikacja/ABCD-EFGH-IJKL',
  };
  const pages: Array<[string, () => Promise<string>]> = [
    ...(['pl', 'en'] as const).map((lang): [string, () => Promise<string>] => [`diploma ${lang}`, () => diplomaHtml({ ...longest, lang, trees: 99_999_999 })]),
    ...(['pl', 'en'] as const).flatMap((lang) =>
      (['own', 'planting'] as const).map((design): [string, () => Promise<string>] => [
        `certificate ${design} ${lang}`,
        () => certificateHtml({ ...longest, lang, design, km: 99_999_999.99, trees: 99_999_999 }),
      ]),
    ),
  ];

  it.each(pages)('fit the %s without spilling over the signature, the frame or the page’s edges', async (_name, html) => {
    const tab = await browser.newPage();
    try {
      await tab.goto(DOCUMENT_BASE_URL);
      await tab.setViewport({ width: 794, height: 1123 });
      await tab.setContent(await html(), { waitUntil: 'load' });
      // strings, as the workers' code is typed without the DOM
      const spills = await tab.evaluate(`['.sheet', '.content', '.figures', '.signature', '.verification'].flatMap((selector) => {
        const box = document.querySelector(selector);
        return box.scrollHeight > box.clientHeight + 1 || box.scrollWidth > box.clientWidth + 1 ? [selector + ' ' + box.scrollWidth + '×' + box.scrollHeight + ' in ' + box.clientWidth + '×' + box.clientHeight] : [];
      })`);
      expect(spills).toEqual([]);
      const loaded = await tab.evaluate(`[...document.fonts].filter((font) => font.status === 'loaded').map((font) => font.family.replace(/["']/g, ''))`);
      expect(loaded).toEqual(expect.arrayContaining(['Inter', 'Lora']));
    } finally {
      await tab.close();
    }
  });
});
