import { DEFAULT_LANG, PATHS, toLang, type Lang } from '@lesne/contracts';
import { withLang } from '../../i18n/language';

/** The public screen's route: /ekran/:token, outside the panel, no login. */
export const OFFICE_SCREEN_PATH = PATHS.officeScreen;

/** The address a TV opens: this origin, /ekran/{token}, with `?lang=` for any language but Polish. */
export function officeScreenUrl(token: string, lang: Lang, origin = window.location.origin): string {
  return origin + withLang(`${OFFICE_SCREEN_PATH}/${encodeURIComponent(token)}`, lang);
}

/** The screen's language: the link's, whatever this browser chose before (a TV is set up once, by whoever made the link). */
export function linkLanguage(search: URLSearchParams): Lang {
  return toLang(search.get('lang')) ?? DEFAULT_LANG;
}
