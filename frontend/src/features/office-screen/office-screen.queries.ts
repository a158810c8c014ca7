import { queryOptions } from '@tanstack/react-query';
import type { Lang } from '@lesne/contracts';
import { httpStatus } from '../../shared/api/errors';
import { fetchOfficeScreen } from './office-screen.api';

/** Asked again by itself this often, whatever the socket says: a safety net for a push lost on the way. */
export const SAFETY_REFETCH_MS = 60_000;

export const officeScreenKeys = {
  view: (token: string, lang: Lang) => ['office-screen', token, lang] as const,
};

/** The link is unknown or was revoked: the screen stops. */
export const isRevokedAnswer = (error: unknown) => httpStatus(error) === 404;

/**
 * One screen's view: the only query the page keeps, so the cache holds one entry however long it
 * runs. The page asks again on pushes and reconnections; the interval covers anything missed, and
 * stops once the link is gone.
 */
export const officeScreenQuery = (token: string, lang: Lang) =>
  queryOptions({
    queryKey: officeScreenKeys.view(token, lang),
    queryFn: ({ signal }) => fetchOfficeScreen(token, lang, signal),
    staleTime: Infinity,
    refetchInterval: (query) => (isRevokedAnswer(query.state.error) ? false : SAFETY_REFETCH_MS),
    // A TV's tab may count as hidden (a screen saver, a kiosk browser): the net stays up.
    refetchIntervalInBackground: true,
  });
