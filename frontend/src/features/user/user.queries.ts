import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '@lesne/contracts';
import { notifyFailure, notifySuccess } from '../../shared/feedback/notify';
import { fetchProfile, updateProfile } from './user.api';

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
function useSetProfile(): (profile: UserProfile) => void {
  const queryClient = useQueryClient();
  return (profile) => queryClient.setQueryData(userKeys.profile, profile);
}

/** My name; a failure is the form's to show. */
export function useSaveName() {
  const { t } = useTranslation('user');
  const setProfile = useSetProfile();
  return useMutation({
    mutationFn: (name: string) => updateProfile({ name }),
    onSuccess: (profile) => {
      setProfile(profile);
      notifySuccess(t('editName.saved'));
    },
  });
}

/** Whether my name shows in shared rankings. */
export function useSaveHideName() {
  const { t } = useTranslation('user');
  const setProfile = useSetProfile();
  return useMutation({
    mutationFn: (hideName: boolean) => updateProfile({ hideName }),
    onSuccess: (profile, hideName) => {
      setProfile(profile);
      notifySuccess(t(hideName ? 'hideName.hidden' : 'hideName.shown'));
    },
    onError: (error) => notifyFailure(t('hideName.error'), error),
  });
}
