import i18next from 'i18next';
import { DEFAULT_LANG, LANG_STORAGE_KEY, toLang, type Lang } from '@lesne/contracts';

/** The query parameter wins, then the stored choice, then Polish. */
export function resolveLanguage(search: string, storage: Pick<Storage, 'getItem'>): Lang {
  return toLang(new URLSearchParams(search).get('lang')) ?? toLang(storage.getItem(LANG_STORAGE_KEY)) ?? DEFAULT_LANG;
}

/** A path in the given language: `?lang=` is kept for any language but Polish and dropped for Polish. */
export function withLang(to: string, lang: string = i18next.language): string {
  const url = new URL(to, 'http://in-app');
  if (lang === DEFAULT_LANG) url.searchParams.delete('lang');
  else url.searchParams.set('lang', lang);
  return url.pathname + url.search + url.hash;
}

/** Adds a language's texts, namespace by namespace, keeping those already there. */
export function addTexts(lang: Lang, texts: Record<string, object>): void {
  for (const [namespace, resources] of Object.entries(texts)) {
    if (!i18next.hasResourceBundle(lang, namespace)) i18next.addResourceBundle(lang, namespace, resources);
  }
}

const TEXTS: Record<Lang, () => Promise<Record<string, object>>> = {
  pl: () => import('./pl').then((module) => module.pl),
  en: () => import('./en').then((module) => module.en),
};

/** Loads a language's texts unless they are there (Polish comes with the page, see ./index.ts). */
export async function loadTexts(lang: string): Promise<void> {
  const known = toLang(lang);
  if (known && !i18next.hasResourceBundle(known, 'common')) addTexts(known, await TEXTS[known]());
}

export function setLanguage(lang: Lang): void {
  window.localStorage.setItem(LANG_STORAGE_KEY, lang);
  // Synchronous when the texts are there, so the switch does not flicker.
  if (i18next.hasResourceBundle(lang, 'common')) void i18next.changeLanguage(lang);
  else void loadTexts(lang).then(() => i18next.changeLanguage(lang));
}
