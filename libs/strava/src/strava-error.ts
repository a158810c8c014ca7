export type StravaErrorKind = 'unauthorized' | 'missingScope' | 'notFound' | 'rateLimited' | 'unavailable' | 'appInactive' | 'badRequest';

/**
 * A call to Strava that did not give what was asked. `kind` says what the caller can do:
 * - unauthorized: the user's grant is gone (revoked, dead refresh token); they must connect again;
 * - missingScope: the user unticked the activity scope;
 * - notFound: no such record (a deleted activity);
 * - rateLimited: Strava's budget is spent until `retryAt`;
 * - unavailable: Strava (or our app at Strava) fails for now; try again at `retryAt`;
 * - appInactive: Strava refuses every call of our app (its owner's subscription lapsed) until an
 *   operator renews it; try again at `retryAt`, much later than after a failure;
 * - badRequest: Strava refused what we sent (a used code, a bad parameter); trying again won't help.
 */
export class StravaError extends Error {
  constructor(
    readonly kind: StravaErrorKind,
    /** Strava's HTTP status; 0 when no answer came */
    readonly status: number,
    message: string,
    readonly retryAt: Date | null = null,
  ) {
    super(message);
    this.name = 'StravaError';
  }
}

interface FaultDetail {
  resource?: string;
  field?: string;
  code?: string;
}

/** What Strava's answer (status and its `{message, errors}` body, docs/product.md#strava-errors) means to us. */
export function describeFault(status: number, body: unknown): { kind: StravaErrorKind; message: string } {
  const fault = (typeof body === 'object' && body !== null ? body : {}) as { message?: unknown; errors?: unknown };
  const details = (Array.isArray(fault.errors) ? fault.errors : []) as FaultDetail[];
  const about = (resource: string) => details.some((detail) => detail.resource === resource);
  const summary = details.map((detail) => `${detail.resource ?? '?'}.${detail.field ?? ''} ${detail.code ?? ''}`.trim()).join('; ');
  const message = `Strava answered ${status}${typeof fault.message === 'string' ? ` ${fault.message}` : ''}${summary ? ` (${summary})` : ''}`;
  return { kind: faultKind(status, details, about), message };
}

function faultKind(status: number, details: FaultDetail[], about: (resource: string) => boolean): StravaErrorKind {
  if (status === 429) return 'rateLimited';
  if (status >= 500) return 'unavailable';
  if (status === 401 || status === 403) {
    if (details.some((detail) => detail.field === 'activity:read_permission' || (detail.resource === 'AccessToken' && detail.code === 'missing'))) return 'missingScope';
    if (details.some((detail) => detail.resource === 'Application' && detail.field === 'Status' && detail.code === 'Inactive')) return 'appInactive';
    // our app itself is refused (a wrong secret): no user's reconnect helps, an operator must
    if (about('Application')) return 'unavailable';
    return status === 401 ? 'unauthorized' : 'badRequest';
  }
  if (status === 404) return 'notFound';
  // a rotated or revoked refresh token never works again: the user must connect again
  if (status === 400 && about('RefreshToken')) return 'unauthorized';
  return 'badRequest';
}
