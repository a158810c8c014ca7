/** A token lives in localStorage with "remember me" and in sessionStorage otherwise. */
interface StoredToken {
  value: string;
  storage: Storage;
}

const storages = (): Storage[] => [window.localStorage, window.sessionStorage];

export function storageFor(remember: boolean): Storage {
  return remember ? window.localStorage : window.sessionStorage;
}

export function findToken(key: string): StoredToken | null {
  for (const storage of storages()) {
    const value = storage.getItem(key);
    if (value) return { value, storage };
  }
  return null;
}

export function removeToken(key: string): void {
  for (const storage of storages()) storage.removeItem(key);
}

export function saveToken(key: string, value: string, storage: Storage): void {
  removeToken(key);
  storage.setItem(key, value);
}
