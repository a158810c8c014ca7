import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CompanyResponse, EventSettingsRequest, UserProfile } from '@lesne/contracts';
import { notifyFailure, notifySuccess } from '../../shared/feedback/notify';
import { profileQuery } from '../user';
import { deleteLogo, fetchCompany, renameCompany, saveEventSettings, uploadLogo } from './company.api';

export const companyKeys = {
  current: ['company'] as const,
};

/**
 * The signed-in user's company, loaded right after the user. Fresh until told otherwise: a
 * save answers with the company, live events bring its totals, and its close or a reconnection
 * asks again.
 */
export const companyQuery = queryOptions({
  queryKey: companyKeys.current,
  queryFn: fetchCompany,
  staleTime: Infinity,
  // A company that failed to load stays failed for the screens opened next, which say so and
  // offer a retry, rather than each asking again as it opens.
  retryOnMount: false,
});

/** Only users who belong to a company have one to ask for (a platform admin has none). */
export function hasCompany(profile: UserProfile | undefined): boolean {
  return profile?._company != null;
}

/** The company query, asked for only by users who have a company. */
export function useCompanyQuery() {
  // Read, never asked for here: the route guard loads the user first.
  const { data: profile } = useQuery({ ...profileQuery, enabled: false });
  return useQuery({ ...companyQuery, enabled: hasCompany(profile) });
}

/** The signed-in user's company, or null (no company, or it could not be loaded). */
export function useCompany(): CompanyResponse | null {
  return useCompanyQuery().data ?? null;
}

/** Takes a company the server answered with (a save) as it is. */
function useSetCompany(): (company: CompanyResponse) => void {
  const queryClient = useQueryClient();
  return (company) => queryClient.setQueryData(companyKeys.current, company);
}

/** The settings' company name. */
export function useRenameCompany() {
  const { t } = useTranslation('settings');
  const setCompany = useSetCompany();
  return useMutation({
    mutationFn: (name: string) => renameCompany(name),
    onSuccess: (company) => {
      setCompany(company);
      notifySuccess(t('name.saved'));
    },
    onError: (error) => notifyFailure(t('name.error'), error),
  });
}

/** The settings' event parameters; a failure is also the form's to show. */
export function useSaveEventSettings() {
  const { t } = useTranslation('settings');
  const setCompany = useSetCompany();
  return useMutation({
    mutationFn: (body: EventSettingsRequest) => saveEventSettings(body),
    onSuccess: (company) => {
      setCompany(company);
      notifySuccess(t('event.saved'));
    },
    onError: (error) => notifyFailure(t('event.error'), error),
  });
}

/** A new logo (a data URL of a jpg or png of at most 2 MB), or (null) none. */
export function useSaveLogo() {
  const { t } = useTranslation('settings');
  const setCompany = useSetCompany();
  return useMutation({
    mutationFn: (logo: string | null) => (logo ? uploadLogo(logo) : deleteLogo()),
    onSuccess: (company, logo) => {
      setCompany(company);
      notifySuccess(t(logo ? 'logo.saved' : 'logo.removed'));
    },
    onError: (error) => notifyFailure(t('logo.error'), error),
  });
}
