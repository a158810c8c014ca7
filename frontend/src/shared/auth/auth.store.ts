import { create } from 'zustand';
import { ADMIN_TOKEN_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@lesne/contracts';
import { reloadAt } from '../navigation';
import { PATHS } from '@lesne/contracts';
import { findToken, removeToken, saveToken, storageFor } from './token-storage';

interface Tokens {
  token: string | null;
  /** the platform admin's own token, kept while they act as someone else */
  adminToken: string | null;
}

interface AuthState extends Tokens {
  signIn(token: string, remember: boolean): void;
  loginAs(token: string): void;
  backToAdmin(): void;
  logout(): void;
  /** the server rejected the token: drop it and let the route guard send the user to sign in */
  expire(): void;
}

export function readStoredTokens(): Tokens {
  return {
    token: findToken(TOKEN_STORAGE_KEY)?.value ?? null,
    adminToken: findToken(ADMIN_TOKEN_STORAGE_KEY)?.value ?? null,
  };
}

export const useAuthStore = create<AuthState>()((set) => ({
  ...readStoredTokens(),

  signIn(token, remember) {
    removeToken(ADMIN_TOKEN_STORAGE_KEY);
    saveToken(TOKEN_STORAGE_KEY, token, storageFor(remember));
    set({ token, adminToken: null });
  },

  loginAs(token) {
    const current = findToken(TOKEN_STORAGE_KEY);
    const storage = current?.storage ?? storageFor(false);
    // Acting as a second account must not overwrite the admin's own token with the first one's.
    if (current && !findToken(ADMIN_TOKEN_STORAGE_KEY)) saveToken(ADMIN_TOKEN_STORAGE_KEY, current.value, storage);
    saveToken(TOKEN_STORAGE_KEY, token, storage);
    set(readStoredTokens());
    reloadAt(PATHS.home);
  },

  backToAdmin() {
    const admin = findToken(ADMIN_TOKEN_STORAGE_KEY);
    if (!admin) return;
    removeToken(ADMIN_TOKEN_STORAGE_KEY);
    saveToken(TOKEN_STORAGE_KEY, admin.value, admin.storage);
    set({ token: admin.value, adminToken: null });
    reloadAt(PATHS.events);
  },

  logout() {
    removeToken(TOKEN_STORAGE_KEY);
    removeToken(ADMIN_TOKEN_STORAGE_KEY);
    set({ token: null, adminToken: null });
    reloadAt(PATHS.login);
  },

  expire() {
    removeToken(TOKEN_STORAGE_KEY);
    set({ token: null });
  },
}));
