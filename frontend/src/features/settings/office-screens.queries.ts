import { queryOptions } from '@tanstack/react-query';
import { fetchOfficeScreens } from './office-screens.api';

export const officeScreenKeys = {
  all: ['office-screens'] as const,
};

/** The company's office-screen links: only this admin's own changes move them, so they are asked once. */
export const officeScreensQuery = queryOptions({
  queryKey: officeScreenKeys.all,
  queryFn: fetchOfficeScreens,
  staleTime: Infinity,
});
