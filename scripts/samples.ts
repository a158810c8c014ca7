/**
 * `npm run samples`: the images the SPA's info pages show (a sample diploma; the certificate's
 * templates), printed from the real HTML templates with made-up people and figures, as Chromium
 * shows them, into frontend/public/samples/. Run it after changing a template and commit the images.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import sharp from 'sharp';
import { CERTIFICATE_TEMPLATES, DEFAULT_CERTIFICATE_DEDICATION, verificationPath, type DocumentLang } from '@lesne/contracts';
import { loadConfig } from '@lesne/config';
import { certificateTemplate } from '@lesne/domain';
import { certificateHtml } from '../workers/src/certificates/certificate-html';
import { diplomaHtml } from '../workers/src/diplomas/diploma-html';
import { DOCUMENT_BASE_URL } from '../workers/src/documents/document-fonts';

const OUT_DIR = join(__dirname, '..', 'frontend', 'public', 'samples');
/** A4 at CSS's 96 dpi is 794 px wide; scaled to about 1000 px, enough to read in a lightbox. */
const A4_CSS_PX = { width: 794, height: 1123 };
const SCALE = 1000 / A4_CSS_PX.width;
/** An info page loads these: each stays small. */
const MAX_BYTES = 250 * 1024;

const SAMPLE_CODE = 'PRZY-K4D0-2026';
const SAMPLE_URL = `https://lesnewyzwanie.pl${verificationPath(SAMPLE_CODE)}`;
const EVENT = { companyName: 'Przykładowa Firma Sp. z o.o.', dateFrom: '2026-05-04', dateTo: '2026-05-31' };

/** A made-up company logo: a green roundel with initials. */
async function sampleLogo(): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120"><circle cx="60" cy="60" r="54" fill="#2e7d32"/><text x="60" y="78" font-family="DejaVu Sans" font-size="48" font-weight="bold" fill="#fff" text-anchor="middle">PF</text><text x="130" y="74" font-family="DejaVu Sans" font-size="34" fill="#1f3d2b">Przykład</text></svg>`;
  return `data:image/png;base64,${(await sharp(Buffer.from(svg)).png().toBuffer()).toString('base64')}`;
}

async function samples(): Promise<Array<{ file: string; html: string }>> {
  const logoDataUrl = await sampleLogo();
  const diplomas = (['pl', 'en'] as const).map(async (lang) => ({
    file: `diploma-${lang}.png`,
    html: await diplomaHtml({ lang, name: 'Anna Kowalska', ...EVENT, logoDataUrl, trees: 37, verificationCode: SAMPLE_CODE, verificationUrl: SAMPLE_URL }),
  }));
  const certificates = (Object.keys(CERTIFICATE_TEMPLATES) as DocumentLang[]).flatMap((lang) =>
    (['own', 'planting'] as const).map(async (design) => {
      const template = certificateTemplate(CERTIFICATE_TEMPLATES[lang][design])!;
      return {
        file: `certificate-${design}-${lang}.png`,
        html: await certificateHtml({
          ...template, ...EVENT, logoDataUrl, km: 12_480.6, trees: 2_496, dedication: DEFAULT_CERTIFICATE_DEDICATION[lang], verificationCode: SAMPLE_CODE, verificationUrl: SAMPLE_URL,
        }),
      };
    }),
  );
  return Promise.all([...diplomas, ...certificates]);
}

async function main(): Promise<void> {
  const { CHROMIUM_PATH } = loadConfig();
  await mkdir(OUT_DIR, { recursive: true });
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    await page.setJavaScriptEnabled(false);
    await page.goto(DOCUMENT_BASE_URL);
    await page.setViewport({ ...A4_CSS_PX, deviceScaleFactor: SCALE });
    for (const { file, html } of await samples()) {
      await page.setContent(html, { waitUntil: 'load' });
      const shot = await page.screenshot({ type: 'png', clip: { x: 0, y: 0, ...A4_CSS_PX } });
      // A palette of 128 colours: the pages are flat colour and text, so this reads the same at a fraction of the bytes.
      const image = await sharp(Buffer.from(shot)).png({ palette: true, colours: 128, effort: 10, compressionLevel: 9 }).toBuffer();
      if (image.length > MAX_BYTES) throw new Error(`${file} is ${Math.round(image.length / 1024)} kB, over ${MAX_BYTES / 1024} kB`);
      await writeFile(join(OUT_DIR, file), image);
      const { width, height } = await sharp(image).metadata();
      console.log(`${file}: ${width}×${height}, ${Math.round(image.length / 1024)} kB`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
