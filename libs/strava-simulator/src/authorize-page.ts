import { escapeHtml, html, json, redirect, type SimResponse } from '@lesne/simulator-http';
import { badRequest, FAULTS } from './faults';
import { layout } from './html';
import { parseScopes, SCOPE_DESCRIPTIONS, type StravaScope } from './scopes';
import { AthleteCapReached, type StravaWorld } from './world';

export interface AuthorizeSettings {
  clientId: string;
  applicationName: string;
  /** the app's "Authorization Callback Domain"; localhost and 127.0.0.1 are always allowed */
  callbackDomain: string;
}

interface AuthorizeRequest {
  redirectUri: string;
  state: string;
  scope: string;
  requested: StravaScope[];
}

const ALWAYS_ALLOWED_HOSTS = ['localhost', '127.0.0.1'];

/** GET and POST /oauth/authorize: who signs in, which requested scopes they leave ticked, and the redirect back. */
export class AuthorizePage {
  constructor(
    private readonly settings: AuthorizeSettings,
    private readonly world: StravaWorld,
  ) {}

  show(params: URLSearchParams): SimResponse {
    const request = this.validate(params);
    if ('status' in request) return request;
    const athletes = [...this.world.athletes.values()].reverse();
    const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
    const scopeBoxes = request.requested
      .map((scope) =>
        scope === 'read'
          ? `<label class="check"><input type="checkbox" checked disabled> <span><b>read</b><br><span class="muted">${escapeHtml(SCOPE_DESCRIPTIONS.read)}</span></span></label>`
          : `<label class="check"><input type="checkbox" name="granted" value="${scope}" checked> <span><b>${scope}</b><br><span class="muted">${escapeHtml(SCOPE_DESCRIPTIONS[scope])}</span></span></label>`,
      )
      .join('');
    const existing = athletes
      .map(
        (athlete) =>
          `<label class="check"><input type="radio" name="athlete" value="${athlete.id}"> <span>${escapeHtml(`${athlete.firstname} ${athlete.lastname}`)} <span class="muted">#${athlete.id}</span></span></label>`,
      )
      .join('');
    return html(
      200,
      layout(
        `Authorize ${this.settings.applicationName}`,
        `<h1>Authorize ${escapeHtml(this.settings.applicationName)} to connect to Strava</h1>
<form method="post" action="/oauth/authorize">
${hidden('client_id', this.settings.clientId)}${hidden('redirect_uri', request.redirectUri)}${hidden('response_type', 'code')}${hidden('scope', request.scope)}${hidden('state', request.state)}
<section>
<h2>Sign in as</h2>
<label class="check"><input type="radio" name="athlete" value="new" checked> <span>A new athlete</span></label>
<div class="row"><label>First name<input type="text" name="firstname" autocomplete="off"></label><label>Last name<input type="text" name="lastname" autocomplete="off"></label></div>
${existing}
</section>
<section>
<h2>${escapeHtml(this.settings.applicationName)} asks to</h2>
${scopeBoxes}
<p class="muted">Untick what you do not want to share.</p>
</section>
<div class="actions"><button type="submit" name="action" value="authorize">Authorize</button><button type="submit" name="action" value="cancel" class="secondary">Cancel</button></div>
</form>`,
      ),
    );
  }

  submit(params: URLSearchParams): SimResponse {
    const request = this.validate(params);
    if ('status' in request) return request;
    if (params.get('action') === 'cancel') return redirect(back(request.redirectUri, `state=${encodeURIComponent(request.state)}&error=access_denied`));
    const chosen = params.get('athlete');
    const athleteId =
      !chosen || chosen === 'new' ? this.world.createAthlete({ firstname: params.get('firstname') ?? '', lastname: params.get('lastname') ?? '' }).id : Number(chosen);
    if (!this.world.athletes.has(athleteId)) return json(400, badRequest('Athlete', 'athlete', 'invalid'));
    const ticked = params.getAll('granted').filter((scope): scope is StravaScope => (request.requested as string[]).includes(scope));
    let code: string;
    try {
      code = this.world.authorize(athleteId, ticked.join(','));
    } catch (error) {
      if (error instanceof AthleteCapReached) return this.capReached();
      throw error;
    }
    const granted = this.world.grants.get(athleteId)!.join(',');
    return redirect(back(request.redirectUri, `state=${encodeURIComponent(request.state)}&code=${code}&scope=${granted}`));
  }

  /** Strava's own page, which does not send the athlete back to the app. */
  private capReached(): SimResponse {
    const name = escapeHtml(this.settings.applicationName);
    return html(
      403,
      layout(
        'Limit of connected athletes exceeded',
        `<section class="error"><h1>Limit of connected athletes exceeded</h1>
<p>${name} has connected as many athletes as its Strava plan allows. Try again later, or ask the people behind ${name}.</p></section>`,
      ),
    );
  }

  private validate(params: URLSearchParams): AuthorizeRequest | SimResponse {
    if (params.get('client_id') !== this.settings.clientId) return json(400, FAULTS.invalidClientId);
    const redirectUri = params.get('redirect_uri') ?? '';
    if (!this.allowsRedirect(redirectUri)) return json(400, FAULTS.invalidRedirectUri);
    if (params.get('response_type') !== 'code') return json(400, badRequest('Application', 'response_type', 'invalid'));
    const scope = params.get('scope') ?? '';
    const requested = parseScopes(scope);
    if (!requested?.length) return json(400, badRequest('Authorize', 'scope', 'invalid'));
    return { redirectUri, state: params.get('state') ?? '', scope, requested };
  }

  private allowsRedirect(redirectUri: string): boolean {
    let url: URL;
    try {
      url = new URL(redirectUri);
    } catch {
      return false;
    }
    const domain = this.settings.callbackDomain;
    return ['http:', 'https:'].includes(url.protocol) && (ALWAYS_ALLOWED_HOSTS.includes(url.hostname) || url.hostname === domain || url.hostname.endsWith(`.${domain}`));
  }
}

function back(redirectUri: string, query: string): string {
  return `${redirectUri}${redirectUri.includes('?') ? '&' : '?'}${query}`;
}
