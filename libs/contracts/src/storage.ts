/** Browser storage keys: the session token carries the product's Polish name. */
export const TOKEN_STORAGE_KEY = 'lesne_wyzwanie_token';
export const ADMIN_TOKEN_STORAGE_KEY = `${TOKEN_STORAGE_KEY}_admin`;
export const LANG_STORAGE_KEY = 'lesne_wyzwanie_lang';
/** The SPA's snapshot of what a session last showed, beside its token (frontend/src/app/session-snapshot.ts). */
export const SNAPSHOT_STORAGE_KEY = 'lesne_wyzwanie_snapshot';
