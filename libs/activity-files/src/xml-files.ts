import { XMLParser } from 'fast-xml-parser';
import type { ActivityFileRefusal } from '@lesne/contracts';

/**
 * Where XML declares entities. Expanded, ten nested ones make gigabytes of a kilobyte (the
 * "billion laughs"), and an external one reads a file of the server's (XXE). No GPX or TCX needs
 * a DOCTYPE, so a file with one is refused before any parsing, whatever it declares.
 */
const DECLARATIONS = /<!(DOCTYPE|ENTITY)/i;

/** The five entities XML predefines, and character references: all a text of ours can hold, with entities never expanded. */
const ESCAPES = /&(amp|lt|gt|quot|apos|#[0-9]+|#x[0-9a-fA-F]+);/g;
const PREDEFINED: ReadonlyMap<string, string> = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
]);

const ATTRIBUTE = '@';

/** A parsed element: its children by name, its attributes by attribute(name); what each holds is for its reader to check. */
export type XmlElement = Record<string, unknown>;

/** An attribute's key in a parsed element: `element[attribute('lat')]`. */
export function attribute(name: string): string {
  return ATTRIBUTE + name;
}

/**
 * The document as nested objects, or 'unsafeXml'. Elements named in `lists` are always arrays;
 * namespace prefixes are dropped (`gpxtpx:hr` is `hr`), values stay text, and <extensions> (heart
 * rate, cadence, power) are skipped unread. A byte-order mark or whitespace before `<?xml` is
 * taken, as Strava's TCX export begins with spaces.
 */
export function parseXml(content: Buffer, lists: ReadonlySet<string>): XmlElement | Extract<ActivityFileRefusal, 'unsafeXml'> {
  const text = content.toString('utf8');
  if (DECLARATIONS.test(text)) return 'unsafeXml';
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: ATTRIBUTE,
    removeNSPrefix: true,
    parseTagValue: false,
    parseAttributeValue: false,
    processEntities: false,
    htmlEntities: false,
    ignoreDeclaration: true,
    ignorePiTags: true,
    isArray: (name, _path, _isLeaf, isAttribute) => !isAttribute && lists.has(name),
    stopNodes: ['*.extensions', '*.Extensions'],
    // isArray needs no element's path, and building each one as text costs a tenth of the parse
    jPath: false,
  });
  return parser.parse(text) as XmlElement;
}

/** The element's content when it is an element with children or attributes (an empty element parses as ''). */
export function element(value: unknown): XmlElement | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as XmlElement) : null;
}

/** The elements of a list (see parseXml's `lists`), leaving out empty ones. */
export function elements(value: unknown): XmlElement[] {
  const items: unknown[] = Array.isArray(value) ? value : [value];
  return items.map(element).filter((item) => item !== null);
}

function unescaped(text: string): string {
  return text.replace(ESCAPES, (escape, name: string) => {
    if (!name.startsWith('#')) return PREDEFINED.get(name) ?? escape;
    const codePoint = name[1] === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : escape;
  });
}

/** A text element's or attribute's text, its escapes resolved; null when absent, empty or not text. */
export function textIn(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? unescaped(value) : null;
}

export function numberIn(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(number) ? number : null;
}

/** Ends a time with its zone: Z, or an offset from UTC. */
const ZONE = /(Z|[+-]\d\d:?\d\d)$/i;

/**
 * Epoch milliseconds of an ISO 8601 time (GPX's <time>, TCX's <Time> and Id); null when absent
 * or no time. Both schemas keep times in UTC, so one written without its Z is read as UTC, not
 * as the server's local time.
 */
export function timeIn(value: unknown): number | null {
  const time = typeof value === 'string' ? Date.parse(ZONE.test(value) ? value : `${value}Z`) : NaN;
  return Number.isFinite(time) ? time : null;
}
