export const ROLES = ['admin', 'companyAdmin', 'regular'] as const;
/** admin: platform administrator; companyAdmin: runs one company's event; regular: a participant. */
export type Role = (typeof ROLES)[number];

/**
 * Who may call a route. Each level admits the ones above it:
 * participant (any signed-in user) < companyAdmin < admin.
 */
export type Audience = 'public' | 'participant' | 'companyAdmin' | 'admin';

/** The roles each audience admits: the API's access guard and the SPA's route guards and sidebar read this one table. */
export const ROLES_ADMITTED: Readonly<Record<Exclude<Audience, 'public'>, readonly Role[]>> = {
  participant: ['regular', 'companyAdmin', 'admin'],
  companyAdmin: ['companyAdmin', 'admin'],
  admin: ['admin'],
};
