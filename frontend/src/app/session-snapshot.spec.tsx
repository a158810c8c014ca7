import { configure, screen } from '@testing-library/react';
import { SNAPSHOT_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@lesne/contracts';
import { checkSession } from '../features/auth/auth.api';
import { fetchCompany } from '../features/company/company.api';
import { companyKeys } from '../features/company/company.queries';
import { fetchRanking } from '../features/ranking/ranking.api';
import { fetchProfile } from '../features/user/user.api';
import { userKeys } from '../features/user/user.queries';
import { createQueryClient } from '../shared/api/query-client';
import { readStoredTokens, useAuthStore } from '../shared/auth/auth.store';
import { aCompany } from '../test/companies';
import { aProfile } from '../test/profiles';
import { testQueryClient } from '../test/query-client';
import { renderRoutes } from '../test/render';
import { routes } from './routes';
import { keepSessionSnapshot, restoreSessionSnapshot } from './session-snapshot';

jest.mock('../features/auth/auth.api');
jest.mock('../features/user/user.api');
jest.mock('../features/company/company.api');
jest.mock('../features/ranking/ranking.api');
jest.mock('../features/approvals/approvals.api');
jest.mock('../features/survey/survey.api', () => ({ takeSurveyOffer: jest.fn(() => new Promise(() => undefined)) }));
jest.mock('../shared/realtime/socket');
jest.mock('../shared/navigation');

const never = () => new Promise<never>(() => undefined);

/** A visit of the holder of `token` that loaded their user and company, as the app keeps them. */
function lastVisit(token: string): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
  useAuthStore.setState(readStoredTokens());
  const queryClient = createQueryClient();
  const stop = keepSessionSnapshot(queryClient);
  queryClient.setQueryData(userKeys.profile, aProfile({ name: 'Anna Nowak' }));
  queryClient.setQueryData(companyKeys.current, aCompany({ distanceSum: 6172 }));
  stop();
}

/** The app started again with what is in storage, the network not answering. */
function coldStart() {
  useAuthStore.setState(readStoredTokens());
  restoreSessionSnapshot(testQueryClient());
  return renderRoutes(routes, '/');
}

// The panel's code loads lazily; on a busy machine its modules compile for longer than a second.
beforeAll(() => configure({ asyncUtilTimeout: 5000 }));
afterAll(() => configure({ asyncUtilTimeout: 1000 }));

describe('the session snapshot', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    jest.mocked(checkSession).mockImplementation(never);
    jest.mocked(fetchProfile).mockReset().mockImplementation(never);
    jest.mocked(fetchCompany).mockReset().mockImplementation(never);
    jest.mocked(fetchRanking).mockReset().mockImplementation(never);
  });

  it('shows the frame and the last figures on a cold start, before the network answers', async () => {
    lastVisit('token-anna');
    coldStart();
    expect(await screen.findByRole('heading', { name: 'Cześć, Anna!' })).toBeInTheDocument();
    expect(screen.getByText(/z 6172 km/)).toBeInTheDocument();
    expect(screen.getAllByRole('navigation').length).toBeGreaterThan(0);
    // and asks for them again
    expect(fetchProfile).toHaveBeenCalled();
  });

  it('shows the frame, not a blank page with a spinner, while a session without a snapshot loads', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'token-anna');
    coldStart();
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Cześć/ })).not.toBeInTheDocument();
  });

  it("never shows one user's figures to another token", async () => {
    lastVisit('token-anna');
    localStorage.setItem(TOKEN_STORAGE_KEY, 'token-bartek');
    coldStart();
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(screen.queryByText(/Anna Nowak/)).not.toBeInTheDocument();
    expect(localStorage.getItem(SNAPSHOT_STORAGE_KEY)).toBeNull();
  });

  it('is forgotten when the session ends', () => {
    lastVisit('token-anna');
    const stop = keepSessionSnapshot(createQueryClient());
    useAuthStore.getState().logout();
    stop();
    expect(localStorage.getItem(SNAPSHOT_STORAGE_KEY)).toBeNull();
  });
});
