/** Strava's OAuth scopes in the order its authorize page lists them. */
export const STRAVA_SCOPES = ['read', 'read_all', 'profile:read_all', 'profile:write', 'activity:read', 'activity:read_all', 'activity:write'] as const;
export type StravaScope = (typeof STRAVA_SCOPES)[number];

export const SCOPE_DESCRIPTIONS: Record<StravaScope, string> = {
  read: 'View data about your public profile and segments (always granted)',
  read_all: 'View data about your private routes, segments and events',
  'profile:read_all': 'View your complete Strava profile',
  'profile:write': 'Update your weight, FTP and star or unstar segments',
  'activity:read': 'View data about your activities visible to Everyone and Followers',
  'activity:read_all': 'View data about your private activities (Only You)',
  'activity:write': 'Upload activities and edit the ones you own',
};

const isScope = (value: string): value is StravaScope => (STRAVA_SCOPES as readonly string[]).includes(value);

/** The scopes of a comma-separated `scope` parameter, or undefined when one of them is unknown. */
export function parseScopes(scope: string): StravaScope[] | undefined {
  const names = scope
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.every(isScope) ? STRAVA_SCOPES.filter((name) => names.includes(name)) : undefined;
}

/** What the redirect reports as granted: the ticked scopes, always with `read`. */
export function grantedScopes(ticked: readonly StravaScope[]): StravaScope[] {
  return STRAVA_SCOPES.filter((name) => name === 'read' || ticked.includes(name));
}

export const readsActivities = (scopes: readonly StravaScope[]) => scopes.includes('activity:read') || scopes.includes('activity:read_all');
export const readsOnlyYouActivities = (scopes: readonly StravaScope[]) => scopes.includes('activity:read_all');
