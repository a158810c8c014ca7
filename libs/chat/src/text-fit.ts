import type { Line } from './chat-post';

/**
 * Renders lines within a platform's limit of characters (as JavaScript counts them, UTF-16 code
 * units, which is never fewer than the platform's own count). Names are cut first, and evenly:
 * every name longer than a common length is cut to it with an ellipsis, the length the largest
 * that fits, so our words and the figures stay whole and no one's name is cut more than another's.
 * Only when the names are down to a character each is the text itself cut.
 */
export function fitLines(lines: Line[], max: number, render: (lines: Line[]) => string, escape: (text: string) => string): string {
  const full = render(lines);
  const userLengths = lines.flat().filter((run) => run.user).map((run) => escape(run.text).length);
  if (full.length <= max || !userLengths.length) return cut(full, max);
  const cappedAt = (cap: number) => render(lines.map((line) => line.map((run) => (run.user && escape(run.text).length > cap ? { ...run, text: shorten(run.text, cap, escape) } : run))));
  let [low, high] = [2, Math.max(...userLengths)];
  if (cappedAt(low).length > max) return cut(cappedAt(low), max);
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (cappedAt(middle).length <= max) low = middle;
    else high = middle - 1;
  }
  return cappedAt(low);
}

/** The longest start of the text whose escaped form, with an ellipsis, fits budget (at least one character and the ellipsis). */
function shorten(text: string, budget: number, escape: (text: string) => string): string {
  const points = Array.from(text);
  let kept = 1;
  let length = escape(points[0]).length;
  while (kept < points.length - 1 && length + escape(points[kept]).length + 1 <= budget) {
    length += escape(points[kept]).length;
    kept += 1;
  }
  return `${points.slice(0, kept).join('')}…`;
}

/** The text cut to max with an ellipsis, never inside a character's surrogate pair or an entity such as &amp;. */
export function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max - 1;
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end -= 1;
  const entity = /&[a-z]*$/.exec(text.slice(Math.max(0, end - 4), end));
  if (entity) end -= entity[0].length;
  return `${text.slice(0, end)}…`;
}
