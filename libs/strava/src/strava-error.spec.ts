import { describeFault } from './strava-error';

const fault = (message: string, resource: string, field: string, code: string) => ({ message, errors: [{ resource, field, code }] });

describe('describeFault (Strava bodies of docs/product.md#strava-errors)', () => {
  it.each([
    ['an expired or revoked access token', 401, 'unauthorized', fault('Authorization Error', 'Athlete', 'access_token', 'invalid')],
    ['a dead or rotated refresh token', 400, 'unauthorized', fault('Bad Request', 'RefreshToken', 'refresh_token', 'invalid')],
    ['the activity scope unticked', 401, 'missingScope', fault('Authorization Error', 'AccessToken', 'activity:read_permission', 'missing')],
    ['the activity scope unticked, as a few sources answer it', 403, 'missingScope', fault('Authorization Error', 'AccessToken', 'activity:read_permission', 'missing')],
    ['a deleted activity', 404, 'notFound', fault('Record Not Found', 'Activity', 'id', 'invalid')],
    ['the rate limit', 429, 'rateLimited', fault('Rate Limit Exceeded', 'Application', 'rate limit', 'exceeded')],
    ['a used code', 400, 'badRequest', fault('Bad Request', 'AuthorizationCode', 'code', 'invalid')],
    ['after in milliseconds', 400, 'badRequest', fault('Bad Request', 'Application', 'after', 'future')],
    ['our app inactive (its owner without a subscription)', 403, 'appInactive', fault('Forbidden', 'Application', 'Status', 'Inactive')],
    ['a wrong client secret', 401, 'unavailable', fault('Authorization Error', 'Application', '', 'invalid')],
    ['a server fault', 503, 'unavailable', { message: 'Service Unavailable', errors: [] }],
    ['a proxy error page', 502, 'unavailable', '<html>Bad Gateway</html>'],
  ])('%s: %s %s', (_case, status, kind, body) => {
    expect(describeFault(status, body).kind).toBe(kind);
  });

  it("says Strava's status, message and fields", () => {
    expect(describeFault(401, fault('Authorization Error', 'Athlete', 'access_token', 'invalid')).message).toBe(
      'Strava answered 401 Authorization Error (Athlete.access_token invalid)',
    );
  });
});
