import { create } from 'zustand';
import type { UserProfile } from '@lesne/contracts';
import { fetchProfile } from './user.api';

interface UserState {
  /** the token the profile was loaded with: after a new sign-in, the old profile is stale */
  loadedFor: string | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  profile: UserProfile | null;
  error: unknown;
  load(token: string): Promise<void>;
  /** asks again, keeping what is shown; a failure keeps it too (the totals are only a little stale) */
  refresh(): Promise<void>;
  setProfile(profile: UserProfile): void;
  /** a live update of a few fields (own totals) */
  patchProfile(change: Partial<UserProfile>): void;
}

export const useUserStore = create<UserState>()((set, get) => ({
  loadedFor: null,
  status: 'idle',
  profile: null,
  error: null,

  async load(token) {
    set({ loadedFor: token, status: 'loading', profile: null, error: null });
    try {
      const profile = await fetchProfile();
      if (get().loadedFor === token) set({ status: 'ready', profile });
    } catch (error) {
      if (get().loadedFor === token) set({ status: 'error', error });
    }
  },

  async refresh() {
    const token = get().loadedFor;
    if (get().status !== 'ready') return;
    try {
      const profile = await fetchProfile();
      if (get().loadedFor === token) set({ profile });
    } catch {
      // The next live update or visit asks again.
    }
  },
  setProfile(profile) {
    set({ profile });
  },
  patchProfile(change) {
    const profile = get().profile;
    if (profile) set({ profile: { ...profile, ...change } });
  },
}));

/** The signed-in user; the route guard renders protected screens only once it is loaded. */
export function useProfile(): UserProfile {
  const profile = useUserStore((state) => state.profile);
  if (!profile) throw new Error('useProfile() is used outside the signed-in layout');
  return profile;
}
