import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CompanyResponse, EventSettingsRequest } from '@lesne/contracts';
import { notifyFailure, notifySuccess } from '../../shared/feedback/notify';
import { companyKeys } from '../company';
import { deleteLogo, renameCompany, saveEventSettings, uploadLogo } from './settings.api';

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
