/** The date format in fields (docs/product.md#languages-and-formats): dd.MM.yyyy on screen, as Polish writes dates, YYYY-MM-DD in forms and the API. */

const TYPED = /^(\d{1,2})[-./ ](\d{1,2})[-./ ](\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * YYYY-MM-DD of a typed day: dd.MM.yyyy (dashes, slashes or spaces between the parts are taken
 * too) or a pasted YYYY-MM-DD; null when it is no day.
 */
export function parseTypedDay(text: string): string | null {
  const typed = TYPED.exec(text.trim());
  const iso = ISO.exec(text.trim());
  if (!typed && !iso) return null;
  const [day, month, year] = typed ? typed.slice(1).map(Number) : iso!.slice(1).map(Number).reverse();
  const date = new Date(year, month - 1, day);
  const real = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real ? `${year}-${pad(month)}-${pad(day)}` : null;
}

/** Typed this far, it can only be meant as a whole date: it is time to say it is not one. */
export function looksComplete(text: string): boolean {
  return /\d{4}\s*$/.test(text.trim());
}

/** dd.MM.yyyy of YYYY-MM-DD ('' stays ''). */
export function typedDay(iso: string): string {
  const match = ISO.exec(iso);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '';
}

/** The local midnight of YYYY-MM-DD, as the calendar counts days; undefined for ''. */
export function dayDate(iso: string | undefined): Date | undefined {
  const match = iso ? ISO.exec(iso) : null;
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : undefined;
}

/** YYYY-MM-DD of a calendar day. */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The first year of the 12-year page that holds `year` (pages as docs/product.md#languages-and-formats has them: 2017-2028, 2029-2040). */
export function yearPageStart(year: number): number {
  return Math.ceil(year / 12) * 12 - 11;
}
