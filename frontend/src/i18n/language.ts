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

export function setLanguage(lang: Lang): void {
  window.localStorage.setItem(LANG_STORAGE_KEY, lang);
  void i18next.changeLanguage(lang);
}
