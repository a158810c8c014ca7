import { json, type SimResponse } from '@lesne/simulator-http';
import { summaryAthlete } from './athletes';
import { badRequest, FAULTS } from './faults';
import { refuseClient, type ClientCredentials } from './client-check';
import type { StravaWorld } from './world';

/** POST /oauth/token, /oauth/deauthorize and /oauth/revoke (strava.md section 1); none of them counts against the rate limits. */
export class OAuthEndpoints {
  constructor(
    private readonly app: ClientCredentials,
    private readonly world: StravaWorld,
  ) {}

  token(params: URLSearchParams): SimResponse {
    const refused = refuseClient(this.app, params.get('client_id'), params.get('client_secret'));
    if (refused) return refused;
    switch (params.get('grant_type')) {
      case 'authorization_code': {
        const exchanged = this.world.tokens.exchangeCode(params.get('code') ?? '');
        if (!exchanged) return json(400, FAULTS.invalidCode);
        const { athleteId, scopes: _scopes, ...pair } = exchanged;
        return json(200, { ...pair, athlete: summaryAthlete(this.world.athlete(athleteId)) });
      }
      case 'refresh_token': {
        const pair = this.world.tokens.refresh(params.get('refresh_token') ?? '');
        return pair ? json(200, pair) : json(400, FAULTS.invalidRefreshToken);
      }
      default:
        return json(400, badRequest('Application', 'grant_type', 'invalid'));
    }
  }

  /** Every token of the athlete dies; the body echoes the token (strava.md [U]). */
  deauthorize(accessToken: string | undefined): SimResponse {
    const grant = accessToken ? this.world.tokens.bearer(accessToken) : undefined;
    if (!grant) return json(401, FAULTS.invalidAccessToken);
    this.world.deauthorize(grant.athleteId);
    return json(200, { access_token: accessToken });
  }

  /** The 2026 revoke endpoint [U]: HTTP Basic client credentials, form `token` (access or refresh); 200 with no body. */
  revoke(authorization: string | undefined, params: URLSearchParams): SimResponse {
    const basic = /^Basic\s+(\S+)$/i.exec(authorization ?? '');
    const [clientId, clientSecret] = basic ? Buffer.from(basic[1], 'base64').toString('utf8').split(':') : [params.get('client_id'), params.get('client_secret')];
    const refused = refuseClient(this.app, clientId ?? null, clientSecret ?? null);
    if (refused) return refused;
    const athleteId = this.world.tokens.ownerOf(params.get('token') ?? '');
    if (athleteId !== undefined) this.world.deauthorize(athleteId);
    return { status: 200 };
  }
}
