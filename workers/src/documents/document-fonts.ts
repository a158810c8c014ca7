import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The printed documents' typefaces, embedded from @fontsource (Inter for text, Lora for titles and
 * names), never the machine's: every worker prints the same letters, Polish ones included.
 */

/** Node's own require, also inside the workers' webpack bundle, so that packages resolve to their files on disk. */
const nodeRequire = createRequire(__filename);

type Subset = 'latin' | 'latin-ext';
const SUBSETS: Subset[] = ['latin', 'latin-ext'];
/**
 * Static weights, only those the documents set: Chromium prints a variable font's letters as
 * drawn shapes rather than embedding the font, which made a diploma four times larger.
 */
const FACES = [
  { family: 'Inter', pkg: 'inter', style: 'normal', weight: 400 },
  { family: 'Inter', pkg: 'inter', style: 'normal', weight: 600 },
  { family: 'Inter', pkg: 'inter', style: 'normal', weight: 700 },
  { family: 'Lora', pkg: 'lora', style: 'normal', weight: 600 },
  { family: 'Lora', pkg: 'lora', style: 'italic', weight: 400 },
] as const;

const filesOf = (pkg: string) => join(dirname(nodeRequire.resolve(`@fontsource/${pkg}/package.json`)), 'files');
const unicodeRanges = nodeRequire('@fontsource/inter/unicode.json') as Record<Subset, string>;

/**
 * The page a printing tab is opened at before documents are set into it. Chromium loads file://
 * fonts only into a file:// page; loaded by URL, a font is read once per tab and kept, where an
 * inlined one (base64 in every document) halved the PDFs printed a second.
 */
export const DOCUMENT_BASE_URL = pathToFileURL(`${filesOf('inter')}/`).href;

/** Each face's subsets, each loaded only when the page has its letters. */
export const DOCUMENT_FONTS_CSS = FACES.flatMap(({ family, pkg, style, weight }) =>
  SUBSETS.map(
    (subset) => `@font-face { font-family: '${family}'; font-style: ${style}; font-weight: ${weight}; font-display: block;
  src: url('${pathToFileURL(join(filesOf(pkg), `${pkg}-${subset}-${weight}-${style}.woff2`)).href}') format('woff2'); unicode-range: ${unicodeRanges[subset]}; }`,
  ),
).join('\n');

/** Each stack names only its embedded font: a letter the font lacks is the only thing left to the machine. */
export const SANS = `'Inter'`;
export const SERIF = `'Lora'`;
