import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { toLang, type Lang, type UserProfile } from '@lesne/contracts';
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

/** My settings that are a switch: whether my name shows in shared rankings, whether I get the weekly digest. */
export type ProfileSwitchName = 'hideName' | 'weeklyDigest';

/** Saves one of my switches; says what it means now, or that it failed. */
export function useSaveProfileSwitch(name: ProfileSwitchName) {
  const { t } = useTranslation('user');
  const setProfile = useSetProfile();
  return useMutation({
    mutationFn: (on: boolean) => updateProfile({ [name]: on }),
    onSuccess: (profile, on) => {
      setProfile(profile);
      notifySuccess(t(on ? `${name}.on` : `${name}.off`));
    },
    onError: (error) => notifyFailure(t(`${name}.error`), error),
  });
}

/**
 * Keeps the language of my own mails (the weekly digest) the one I read the panel in: saved
 * when the two differ. Not while a platform admin acts as me: their language is not mine. A
 * failure is left for the next switch or visit to mend.
 */
export function useMailLanguage(): void {
  const { i18n } = useTranslation();
  const profile = useProfile();
  const setProfile = useSetProfile();
  const save = useMutation({ mutationFn: (lang: Lang) => updateProfile({ lang }), onSuccess: setProfile });
  const lang = toLang(i18n.language);
  const differs = lang !== undefined && lang !== profile.lang && profile.actingAdminId === null;
  useEffect(() => {
    if (differs && !save.isPending) save.mutate(lang);
    // the mutation object changes every render; what decides is whether the languages differ
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [differs, lang]);
}
