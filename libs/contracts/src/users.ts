import type { Role } from './roles';

export interface CompanyRef {
  id: number;
  name: string;
}

export interface TeamRef {
  id: number;
  name: string;
}

/** GET /api/v1/user: the signed-in user. */
export interface UserProfile {
  id: number;
  name: string;
  email: string;
  role: Role;
  team: TeamRef | null;
  _company: CompanyRef | null;
  kmSum: number;
  treeSum: number;
}

/** PATCH /api/v1/user */
export interface UpdateProfileRequest {
  name: string;
}
