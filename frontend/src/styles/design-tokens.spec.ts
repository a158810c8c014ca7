import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The design system's rules for every stylesheet of the SPA: colours, font sizes and spacing come
 * from the tokens in styles/theme.css, and breakpoints are the two custom media of
 * styles/breakpoints.css.
 */
const SRC = join(__dirname, '..');
const TOKENS = 'styles/theme.css';
const BREAKPOINTS = 'styles/breakpoints.css';

const stylesheets = (directory: string): string[] =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return stylesheets(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });

/** The sheet's text with its comments blanked, so that lines keep their numbers. */
const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));

/** "file:line text" for every line of every sheet (but the excepted one) on which the pattern occurs. */
function offenders(pattern: RegExp, except: string): string[] {
  return stylesheets(SRC)
    .map((path) => ({ path, name: relative(SRC, path).split('\\').join('/') }))
    .filter(({ name }) => name !== except)
    .flatMap(({ path, name }) =>
      withoutComments(readFileSync(path, 'utf8'))
        .split('\n')
        .flatMap((line, at) => (pattern.test(line) ? [`${name}:${at + 1} ${line.trim()}`] : [])),
    );
}

/** a hex colour or an rgb()/hsl() one, as a declaration's value */
const RAW_COLOUR = /:[^;{}]*(#[0-9a-f]{3,8}\b|\b(rgba?|hsla?)\()/i;
/** a font size written as a length instead of a --text-* (or the office screen's --screen-text-*) token */
const RAW_FONT_SIZE = /^\s*font-size\s*:[^;]*\d(px|r?em|pt|%)/i;
/**
 * a margin, padding or gap wider than a 2px hairline, or in rem/em, instead of a --space-* token
 * (token arithmetic such as calc(var(--space-2) + 2px) is fine)
 */
const RAW_SPACING = /^\s*(margin|padding|gap|row-gap|column-gap|inset)(-[a-z-]+)?\s*:[^;]*?(?<![\w-])((?:[3-9]|[1-9]\d+)(?:\.\d+)?px|\d*\.?\d+r?em)\b/i;
/** a width breakpoint written as a length instead of (--phone) or (--tablet) */
const RAW_BREAKPOINT = /@media[^{]*\((max|min)-width:\s*[\d.]+(px|em|rem)\s*\)/i;

describe('the design tokens', () => {
  it('are the only place a colour is written', () => {
    expect(offenders(RAW_COLOUR, TOKENS)).toEqual([]);
  });

  it('are the only place a font size is written', () => {
    expect(offenders(RAW_FONT_SIZE, TOKENS)).toEqual([]);
  });

  it('are the only place a spacing is written, but for hairlines', () => {
    expect(offenders(RAW_SPACING, TOKENS)).toEqual([]);
  });

  it('are the only place a breakpoint is written', () => {
    expect(offenders(RAW_BREAKPOINT, BREAKPOINTS)).toEqual([]);
  });

  it('catch what they forbid, and let tokens and custom media through', () => {
    expect(RAW_COLOUR.test('  color: #c23c00;')).toBe(true);
    expect(RAW_COLOUR.test('  border-top: 1px solid var(--line, #ddd);')).toBe(true);
    expect(RAW_COLOUR.test('  box-shadow: 0 1px 2px rgb(18 48 28 / 8%);')).toBe(true);
    expect(RAW_COLOUR.test('  color: var(--strava-700);')).toBe(false);
    expect(RAW_FONT_SIZE.test('  font-size: 0.85rem;')).toBe(true);
    expect(RAW_FONT_SIZE.test('  font-size: 14px;')).toBe(true);
    expect(RAW_FONT_SIZE.test('  font-size: var(--text-sm);')).toBe(false);
    expect(RAW_FONT_SIZE.test('  font-size: min(var(--hero-size), calc(100cqi / 12));')).toBe(false);
    expect(RAW_SPACING.test('  padding: 10px 20px;')).toBe(true);
    expect(RAW_SPACING.test('  margin-top: 0.5rem;')).toBe(true);
    expect(RAW_SPACING.test('  gap: 2px 6px;')).toBe(true);
    expect(RAW_SPACING.test('  padding: var(--space-1) calc(var(--space-2) + 2px);')).toBe(false);
    expect(RAW_SPACING.test('  margin: -1px;')).toBe(false);
    expect(RAW_SPACING.test('  padding: 0;')).toBe(false);
    expect(RAW_BREAKPOINT.test('@media (max-width: 480px) {')).toBe(true);
    expect(RAW_BREAKPOINT.test('@media (min-width: 720px) {')).toBe(true);
    expect(RAW_BREAKPOINT.test('@media (--phone) {')).toBe(false);
    expect(RAW_BREAKPOINT.test('@media (prefers-reduced-motion: reduce) {')).toBe(false);
  });
});
