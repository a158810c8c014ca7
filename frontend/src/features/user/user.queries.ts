import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserProfile } from '@lesne/contracts';
import { fetchProfile } from './user.api';

export const userKeys = {
  profile: ['user', 'profile'] as const,
};

/**
 * The signed-in user, loaded once a session (the route guard waits for it). Fresh until told
 * otherwise: a save answers with the user, live events bring the totals, and a reconnection or
 * a change of place asks again.
 */
export const profileQuery = queryOptions({ queryKey: userKeys.profile, queryFn: fetchProfile, staleTime: Infinity });

/** The signed-in user; the route guard renders protected screens only once it is loaded. */
export function useProfile(): UserProfile {
  const { data } = useQuery(profileQuery);
  if (!data) throw new Error('useProfile() is used outside the signed-in layout');
  return data;
}

/** Takes a user the server answered with (a save) as the signed-in one. */
export function useSetProfile(): (profile: UserProfile) => void {
  const queryClient = useQueryClient();
  return (profile) => queryClient.setQueryData(userKeys.profile, profile);
}
