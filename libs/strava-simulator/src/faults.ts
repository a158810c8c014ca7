/** Strava's error body (Swagger `Fault`), docs/product.md#strava-errors. */
export interface StravaFault {
  message: string;
  errors: { resource: string; field: string; code: string }[];
}

export function fault(message: string, resource: string, field: string, code: string): StravaFault {
  return { message, errors: [{ resource, field, code }] };
}

export const badRequest = (resource: string, field: string, code: string) => fault('Bad Request', resource, field, code);

export const FAULTS = {
  invalidAccessToken: fault('Authorization Error', 'Athlete', 'access_token', 'invalid'),
  missingActivityScope: fault('Authorization Error', 'AccessToken', 'activity:read_permission', 'missing'),
  activityNotFound: fault('Record Not Found', 'Activity', 'id', 'invalid'),
  rateLimitExceeded: fault('Rate Limit Exceeded', 'Application', 'rate limit', 'exceeded'),
  invalidCode: badRequest('AuthorizationCode', 'code', 'invalid'),
  invalidRefreshToken: badRequest('RefreshToken', 'refresh_token', 'invalid'),
  invalidClientId: badRequest('Application', 'client_id', 'invalid'),
  invalidClientSecret: fault('Authorization Error', 'Application', '', 'invalid'),
  /** the app's owner has no Strava subscription (from 2026-06-30 a Standard-tier app needs one) */
  applicationInactive: fault('Forbidden', 'Application', 'Status', 'Inactive'),
  invalidRedirectUri: badRequest('Application', 'redirect_uri', 'invalid'),
  afterInTheFuture: badRequest('Application', 'after', 'future'),
  callbackNotVerifiable: badRequest('PushSubscription', 'callback url', 'not verifiable'),
  subscriptionExists: badRequest('PushSubscription', 'callback url', 'already exists'),
  subscriptionNotFound: fault('Record Not Found', 'PushSubscription', 'id', 'invalid'),
  unknownPath: fault('Record Not Found', 'resource', 'path', 'invalid'),
} as const;

/** What an injected server fault answers (Strava's 5xx bodies are not documented). */
export const SERVER_FAULTS: Record<500 | 503, { message: string; errors: [] }> = {
  500: { message: 'Internal Server Error', errors: [] },
  503: { message: 'Service Unavailable', errors: [] },
};
