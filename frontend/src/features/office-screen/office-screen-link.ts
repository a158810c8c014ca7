import { PATHS, type Lang } from '@lesne/contracts';
import { withLang } from '../../i18n/language';

/** The public screen's route: /ekran/:token, outside the panel, no login. */
export const OFFICE_SCREEN_PATH = PATHS.officeScreen;

/** The address a TV opens: this origin, /ekran/{token}, with `?lang=` for any language but Polish. */
export function officeScreenUrl(token: string, lang: Lang, origin = window.location.origin): string {
  return origin + withLang(`${OFFICE_SCREEN_PATH}/${encodeURIComponent(token)}`, lang);
}
