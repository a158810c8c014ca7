import type { UserProfile } from '@lesne/contracts';

export function aProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 7,
    name: 'Anna Nowak',
    email: 'anna@zielona.pl',
    role: 'regular',
    team: null,
    _company: { id: 3, name: 'Zielona Sp. z o.o.' },
    kmSum: 0,
    treeSum: 0,
    hideName: false,
    weeklyDigest: true,
    lang: 'pl',
    ranking: null,
    rankingCount: null,
    diploma: null,
    actingAdminId: null,
    ...overrides,
  };
}
