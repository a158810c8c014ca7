import { stravaServesDeauthorize } from '@lesne/domain';
import { json, type SimResponse } from '@lesne/simulator-http';
import { summaryAthlete } from './athletes';
import { badRequest, FAULTS } from './faults';
import { refuseClient, type ClientCredentials } from './client-check';
import type { StravaWorld } from './world';

export type OAuthAction = 'token' | 'deauthorize' | 'revoke';

export interface OAuthRequest {
  params: URLSearchParams;
  /** the Authorization header */
  authorization?: string;
  /** the bearer token of the Authorization header, or the access_token parameter */
  accessToken?: string;
}

/**
 * POST /oauth/token, /oauth/deauthorize and /oauth/revoke (docs/product.md#strava-oauth); none of them
 * counts against the rate limits. An endpoint Strava no longer serves (deauthorize from
 * 2027-06-01, by the simulator's clock) answers 404 as an unknown path does; one it serves
 * answers an inactive app 403.
 */
export class OAuthEndpoints {
  constructor(
    private readonly app: ClientCredentials,
    private readonly world: StravaWorld,
    private readonly settings: { revokeEndpoint: boolean; nowMs: () => number },
  ) {}

  handle(action: OAuthAction, request: OAuthRequest): SimResponse {
    if (!this.serves(action)) return json(404, FAULTS.unknownPath);
    if (this.world.appInactive) return json(403, FAULTS.applicationInactive);
    if (action === 'token') return this.token(request.params);
    if (action === 'deauthorize') return this.deauthorize(request.accessToken);
    return this.revoke(request.authorization, request.params);
  }

  private serves(action: OAuthAction): boolean {
    if (action === 'deauthorize') return stravaServesDeauthorize(new Date(this.settings.nowMs()));
    return action === 'token' || this.settings.revokeEndpoint;
  }

  private token(params: URLSearchParams): SimResponse {
    const refused = refuseClient(this.app, params.get('client_id'), params.get('client_secret'));
    if (refused) return refused;
    switch (params.get('grant_type')) {
      case 'authorization_code': {
        const exchanged = this.world.tokens.exchangeCode(params.get('code') ?? '');
        if (!exchanged) return json(400, FAULTS.invalidCode);
        // no `scope`: Strava's answer is not known to carry one (the redirect does)
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

  /** Every token of the athlete dies; the body echoes the token (as integrators report it; Strava's docs do not say). */
  private deauthorize(accessToken: string | undefined): SimResponse {
    const grant = accessToken ? this.world.tokens.bearer(accessToken) : undefined;
    if (!grant) return json(401, FAULTS.invalidAccessToken);
    this.world.deauthorize(grant.athleteId);
    return json(200, { access_token: accessToken });
  }

  /**
   * The 2026 revoke endpoint (in use by integrators, not yet in Strava's docs): HTTP Basic client credentials (or client_id and client_secret
   * parameters), form `token` (access or refresh); every token of its athlete dies. 200 with no
   * body, for a token already dead or unknown too, as OAuth's revocation (RFC 7009) answers.
   */
  private revoke(authorization: string | undefined, params: URLSearchParams): SimResponse {
    const basic = /^Basic\s+(\S+)$/i.exec(authorization ?? '');
    const [clientId, clientSecret] = basic ? basicCredentials(basic[1]) : [params.get('client_id'), params.get('client_secret')];
    const refused = refuseClient(this.app, clientId, clientSecret);
    if (refused) return refused;
    const athleteId = this.world.tokens.ownerOf(params.get('token') ?? '');
    if (athleteId !== undefined) this.world.deauthorize(athleteId);
    return { status: 200 };
  }
}

/** user-id:password of HTTP Basic; only the password may hold a colon (RFC 7617). */
function basicCredentials(encoded: string): [string, string | null] {
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? [decoded, null] : [decoded.slice(0, colon), decoded.slice(colon + 1)];
}
