import { SetMetadata } from '@nestjs/common';
import type { Audience } from '@lesne/contracts';

export const ACCESS_KEY = 'access';

/**
 * Who may call a route; every route declares one (the global AccessGuard refuses a route
 * that does not). participant: any signed-in user; companyAdmin: also platform admins;
 * admin: platform admins only.
 */
export const Access = (audience: Audience) => SetMetadata(ACCESS_KEY, audience);
