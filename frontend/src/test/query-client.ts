import type { QueryClient } from '@tanstack/react-query';
import type { CompanyResponse, UserProfile } from '@lesne/contracts';
import { companyKeys } from '../features/company';
import { userKeys } from '../features/user';
import { createQueryClient } from '../shared/api/query-client';

let client = createQueryClient();

/** The query cache of what the test renders: every test starts with a new, empty one. */
export function testQueryClient(): QueryClient {
  return client;
}

// Registered by every test file that renders through these helpers; not in jest.setup.ts, which
// must not load app modules before a test file's jest.mock() calls.
afterEach(() => {
  client.clear();
  client = createQueryClient();
});

/** What the route guard has loaded before a signed-in screen shows: the user and their company (none for a platform admin). */
export function signedInAs(profile: UserProfile, company: CompanyResponse | null = null): void {
  client.setQueryData(userKeys.profile, profile);
  if (company) client.setQueryData(companyKeys.current, company);
}
