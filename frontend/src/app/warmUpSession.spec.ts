import { QueryClient } from '@tanstack/react-query';
import { fetchCompany } from '../features/company/company.api';
import { companyKeys } from '../features/company/company.queries';
import { fetchProfile } from '../features/user/user.api';
import { userKeys } from '../features/user/user.queries';
import { useAuthStore } from '../shared/auth/auth.store';
import { prefetchHomeRanking } from './Panel';
import { warmUpSession } from './warmUpSession';

jest.mock('../features/user/user.api');
jest.mock('../features/company/company.api');
jest.mock('./Panel', () => ({ prefetchHomeRanking: jest.fn() }));

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A participant of company 3 comes back with a stored session: the warm-up has run its course. */
async function warmUpParticipantOfCompany(): Promise<QueryClient> {
  useAuthStore.setState({ token: 'stored' });
  jest.mocked(fetchProfile).mockResolvedValue({ id: 7, _company: { id: 3 } } as never);
  jest.mocked(fetchCompany).mockResolvedValue({ id: 3, name: 'Zielona Firma' } as never);
  const queryClient = new QueryClient();
  warmUpSession(queryClient);
  await settled();
  return queryClient;
}

describe('warming up a returning session', () => {
  beforeEach(() => {
    jest.mocked(fetchProfile).mockReset();
    jest.mocked(fetchCompany).mockReset();
    jest.mocked(prefetchHomeRanking).mockReset();
    window.history.pushState({}, '', '/');
  });

  it('loads the user and then their company before any screen asks', async () => {
    const queryClient = await warmUpParticipantOfCompany();
    expect(queryClient.getQueryData(userKeys.profile)).toMatchObject({ id: 7 });
    expect(queryClient.getQueryData(companyKeys.current)).toMatchObject({ name: 'Zielona Firma' });
  });

  it("asks for home's ranking once the company is known, only when landing on home", async () => {
    const queryClient = await warmUpParticipantOfCompany();
    expect(prefetchHomeRanking).toHaveBeenCalledWith(queryClient, expect.objectContaining({ id: 7 }), expect.objectContaining({ id: 3 }));

    jest.mocked(prefetchHomeRanking).mockReset();
    window.history.pushState({}, '', '/moje-wyniki');
    warmUpSession(new QueryClient());
    await settled();
    expect(fetchCompany).toHaveBeenCalledTimes(2);
    expect(prefetchHomeRanking).not.toHaveBeenCalled();
  });

  it('asks for no company for a user without one (a platform admin)', async () => {
    useAuthStore.setState({ token: 'stored' });
    jest.mocked(fetchProfile).mockResolvedValue({ id: 1, _company: null } as never);
    warmUpSession(new QueryClient());
    await settled();
    expect(fetchCompany).not.toHaveBeenCalled();
  });

  it('does nothing without a stored session, and leaves a failure to the route guard', async () => {
    useAuthStore.setState({ token: null });
    warmUpSession(new QueryClient());
    expect(fetchProfile).not.toHaveBeenCalled();

    useAuthStore.setState({ token: 'stored' });
    jest.mocked(fetchProfile).mockRejectedValue(new Error('offline'));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    warmUpSession(queryClient);
    await settled();
    expect(queryClient.getQueryState(userKeys.profile)?.status).toBe('error');
    expect(fetchCompany).not.toHaveBeenCalled();
  });
});
