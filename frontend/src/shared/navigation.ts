import { withLang } from '../i18n/language';

/** A full page load, so that nothing of the previous account stays in memory. */
export function reloadAt(path: string): void {
  window.location.assign(withLang(path));
}
