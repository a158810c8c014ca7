export const LANGS = ['pl', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'pl';

export function toLang(value: unknown): Lang | undefined {
  if (typeof value !== 'string') return undefined;
  const short = value.trim().slice(0, 2).toLowerCase();
  return (LANGS as readonly string[]).includes(short) ? (short as Lang) : undefined;
}
