import { Parser } from 'htmlparser2';
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
const TEXT = '#text';
/** Heart rate, cadence, power: what GPX and TCX keep under <extensions>, which no reader of ours needs. */
const UNREAD = 'extensions';
/**
 * GPX and TCX nest six elements deep; a file nested deeper is not one of them. The bound also
 * keeps a hostile file (millions of open elements) from costing the tokenizer's stack, which
 * grows at its front, time squared.
 */
const DEEPEST = 32;

/** A parsed element: its children by name, its attributes by attribute(name); what each holds is for its reader to check. */
export type XmlElement = Record<string, unknown>;

/** An attribute's key in a parsed element: `element[attribute('lat')]`. */
export function attribute(name: string): string {
  return ATTRIBUTE + name;
}

/** `gpxtpx:hr` is `hr`: the readers know each format's elements by their local names. */
function localName(name: string): string {
  return name.slice(name.indexOf(':') + 1);
}

/** An element being read: its own attributes and children, and its text so far. */
interface OpenElement {
  name: string;
  content: XmlElement;
  hasChildren: boolean;
  text: string;
}

/**
 * What the element becomes in its parent: an object when it has attributes or children (its
 * text, if any, under '#text'), its text when it holds only text, '' when empty.
 */
function closed(open: OpenElement): unknown {
  const text = open.text.trim();
  if (!open.hasChildren) return text;
  if (text !== '') open.content[TEXT] = text;
  return open.content;
}

function addChild(parent: XmlElement, name: string, value: unknown, lists: ReadonlySet<string>): void {
  const present = parent[name];
  if (present === undefined) parent[name] = lists.has(name) ? [value] : value;
  else if (Array.isArray(present)) present.push(value);
  else parent[name] = [present, value];
}

/**
 * The document as nested objects, or 'unsafeXml'. Elements named in `lists` are always arrays
 * (others only when repeated); namespace prefixes are dropped, values stay text with their
 * escapes unresolved (textIn resolves them), and <extensions> are skipped unread. Read with
 * htmlparser2's streaming tokenizer, which holds no tree of its own: four times faster than a
 * parser that builds one, and the tree here keeps only what the readers look at. A byte-order
 * mark or whitespace before `<?xml` is taken, as Strava's TCX export begins with spaces.
 */
export function parseXml(content: Buffer, lists: ReadonlySet<string>): XmlElement | Extract<ActivityFileRefusal, 'unsafeXml' | 'unreadable'> {
  const text = content.toString('utf8');
  if (DECLARATIONS.test(text)) return 'unsafeXml';
  const document: OpenElement = { name: '', content: {}, hasChildren: true, text: '' };
  const open: OpenElement[] = [document];
  let skippedDepth = 0;
  let tooDeep = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (skippedDepth > 0 || localName(name) === UNREAD) {
          skippedDepth++;
          return;
        }
        if (open.length > DEEPEST) {
          tooDeep = true;
          parser.pause();
          return;
        }
        const content: XmlElement = {};
        let hasAttributes = false;
        for (const key in attributes) {
          content[ATTRIBUTE + localName(key)] = attributes[key];
          hasAttributes = true;
        }
        open[open.length - 1].hasChildren = true;
        open.push({ name: localName(name), content, hasChildren: hasAttributes, text: '' });
      },
      ontext(data) {
        if (skippedDepth === 0) open[open.length - 1].text += data;
      },
      onclosetag() {
        if (skippedDepth > 0) {
          skippedDepth--;
          return;
        }
        const element = open.pop();
        if (element && open.length > 0) addChild(open[open.length - 1].content, element.name, closed(element), lists);
      },
    },
    { xmlMode: true, decodeEntities: false, recognizeSelfClosing: true },
  );
  parser.end(text);
  return tooDeep ? 'unreadable' : document.content;
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
