import { create } from 'zustand';
import type { CompanyResponse } from '@lesne/contracts';
import { fetchCompany } from './company.api';

interface CompanyState {
  /** the token the company was loaded with, as for the profile */
  loadedFor: string | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  company: CompanyResponse | null;
  error: unknown;
  /** loads the signed-in user's company (only for users who have one) */
  load(token: string): Promise<void>;
  /** the user has no company: forget one loaded for an earlier sign-in */
  clear(token: string): void;
  /** asks again, keeping what is shown until the answer comes */
  refresh(): Promise<void>;
  /** a write answered with the company: take it as is */
  setCompany(company: CompanyResponse): void;
}

export const useCompanyStore = create<CompanyState>()((set, get) => ({
  loadedFor: null,
  status: 'idle',
  company: null,
  error: null,

  async load(token) {
    set({ loadedFor: token, status: 'loading', company: null, error: null });
    try {
      const company = await fetchCompany();
      if (get().loadedFor === token) set({ status: 'ready', company });
    } catch (error) {
      if (get().loadedFor === token) set({ status: 'error', error });
    }
  },

  clear(token) {
    if (get().loadedFor !== token) set({ loadedFor: token, status: 'idle', company: null, error: null });
  },

  async refresh() {
    const token = get().loadedFor;
    try {
      const company = await fetchCompany();
      if (get().loadedFor === token) set({ status: 'ready', company, error: null });
    } catch (error) {
      if (get().loadedFor === token && !get().company) set({ status: 'error', error });
    }
  },

  setCompany(company) {
    set({ status: 'ready', company, error: null });
  },
}));

/** The signed-in user's company, or null (no company, or it could not be loaded). */
export function useCompany(): CompanyResponse | null {
  return useCompanyStore((state) => state.company);
}
