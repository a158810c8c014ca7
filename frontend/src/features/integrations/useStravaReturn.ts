import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PATHS, type StravaCodeResponse } from '@lesne/contracts';
import { withLang } from '../../i18n/language';
import { useExchangeStravaCode } from './integrations.queries';
import { forgetAuthorization, readStravaReturn, type StravaReturn } from './strava-authorization';

/** Where the trip back from Strava's page ended. */
export type StravaReturnState =
  | { phase: 'none' }
  | { phase: 'denied' }
  | { phase: 'foreign' }
  | { phase: 'exchanging' }
  | { phase: 'connected'; connection: StravaCodeResponse }
  | { phase: 'failed'; error: unknown };

function startingState(returned: StravaReturn | null): StravaReturnState {
  if (!returned) return { phase: 'none' };
  return returned.kind === 'code' ? { phase: 'exchanging' } : { phase: returned.kind };
}

/**
 * When Strava sent the user back here, posts the code once and tells how it went. The address
 * forgets the code before it is posted, so that a reload cannot post a used code again. The
 * page asks for the connection only once this is over (`phase` is no longer 'exchanging'),
 * so that it never shows one read before the code was traded.
 */
export function useStravaReturn(): StravaReturnState {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { mutateAsync: exchangeCode } = useExchangeStravaCode();
  const [returned] = useState(() => readStravaReturn(params));
  const [state, setState] = useState(() => startingState(returned));
  // Effects may run twice for one mount (React's strict mode); the code goes once.
  const handled = useRef(false);

  useEffect(() => {
    if (!returned || handled.current) return;
    handled.current = true;
    forgetAuthorization();
    navigate(withLang(PATHS.integrations), { replace: true });
    if (returned.kind !== 'code') return;
    exchangeCode(returned.request).then(
      (connection) => setState({ phase: 'connected', connection }),
      (error: unknown) => setState({ phase: 'failed', error }),
    );
  }, [returned, navigate, exchangeCode]);

  return state;
}
