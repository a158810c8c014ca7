import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { linkLanguage, OFFICE_SCREEN_PATH, officeScreenQuery } from '../features/office-screen';

/**
 * A TV opening its link: the screen's code and its first view load side by side, rather than the
 * view only once that code has run (on a slow phone or TV, one round trip less before the figures).
 * A failure here is left to the screen, which asks again and shows it.
 */
export function warmUpOfficeScreen(queryClient: QueryClient): void {
  const token = matchPath(`${OFFICE_SCREEN_PATH}/:token`, window.location.pathname)?.params.token;
  if (!token) return;
  void import('../features/office-screen/OfficeScreenPage');
  void queryClient.prefetchQuery(officeScreenQuery(token, linkLanguage(new URLSearchParams(window.location.search))));
}
