import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { emitLive } from '../../shared/realtime/live-bus';
import { apiFailure } from '../../test/api-error';
import { aTeamRow, aUserRow, rankedUserRows } from '../../test/activities';
import { aCompany } from '../../test/companies';
import { aProfile } from '../../test/profiles';
import { renderWithProviders } from '../../test/render';
import { Podium } from './Podium';
import { fetchRanking } from './ranking.api';
import { podiumSteps } from './ranking-rules';

jest.mock('./ranking.api');
const rankingMock = jest.mocked(fetchRanking);

/** Each step of the podium: its place and who stands on it, with their result. */
const steps = () =>
  screen.getAllByRole('heading', { level: 3 }).map((heading) => ({
    place: heading.textContent,
    winners: within(heading.closest('li') as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  }));

describe('Podium', () => {
  beforeEach(() => {
    jest.clearAllMocks();
  });

  afterEach(async () => {
    await act(() => i18next.changeLanguage('pl'));
  });

  it('asks for page 0 and puts the places on steps, ties sharing a step', async () => {
    rankingMock.mockResolvedValue({
      items: rankedUserRows([
        { user_id: 1, _user: { name: 'Ola' } },
        { user_id: 2, _user: { name: 'Ela' } },
        { user_id: 3, _user: { name: '' }, treeSum: 10.5 },
      ]),
      nextPage: null,
    });
    renderWithProviders(<Podium company={aCompany({ teams: false, eventStatus: 'closed' })} profile={aProfile()} />);
    expect(await screen.findByRole('heading', { name: '1. miejsce' })).toBeInTheDocument();
    expect(rankingMock).toHaveBeenCalledWith({ page: 0, type: 'user' });
    // Ola and Ela have the same totals: they share the first step, so nobody is second. Trees only: nobody's km.
    expect(steps()).toEqual([
      { place: '1. miejsce', winners: ['Ola24,1 drzewa', 'Ela24,1 drzewa'] },
      { place: '3. miejsce', winners: ['Użytkownik anonimowy10,5 drzewa'] },
    ]);
    expect(screen.queryByText(/km/)).not.toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('shows me my own name on my step when I hide it from others, saying what they see', async () => {
    rankingMock.mockResolvedValue({ items: rankedUserRows([{ user_id: 7, _user: { name: '' } }]), nextPage: null });
    renderWithProviders(<Podium company={aCompany({ teams: false, eventStatus: 'closed' })} profile={aProfile({ hideName: true })} />);
    expect(await screen.findByRole('heading', { name: '1. miejsce' })).toBeInTheDocument();
    expect(steps()).toEqual([{ place: '1. miejsce', winners: ['Anna NowakInni widzą tu „Użytkownik anonimowy”.24,1 drzewa'] }]);
  });

  it('shows teams first when the company has them, and switches to individuals', async () => {
    rankingMock.mockImplementation(async ({ type }) => ({
      items: type === 'team' ? [aTeamRow()] : [aUserRow(), aUserRow({ ranking: 2, user_id: 2, _user: { name: 'Ela' } })],
      nextPage: null,
    }));
    renderWithProviders(<Podium company={aCompany({ eventStatus: 'closed' })} profile={aProfile()} />);
    expect(await screen.findByText('🌳 Dęby')).toBeInTheDocument();
    const toggle = screen.getByRole('group', { name: 'Rodzaj podium' });
    await userEvent.click(within(toggle).getByRole('button', { name: 'Indywidualny' }));
    expect(await screen.findByText('Ela')).toBeInTheDocument();
    expect(rankingMock).toHaveBeenLastCalledWith({ page: 0, type: 'user' });
    expect(steps().map((step) => step.place)).toEqual(['1. miejsce', '2. miejsce']);
  });

  it("says it failed in an alert labelled with rank.error and the server's message", async () => {
    rankingMock.mockRejectedValue(apiFailure(403, 'Ranking jest ukryty.'));
    renderWithProviders(<Podium company={aCompany({ eventStatus: 'closed' })} profile={aProfile()} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nie udało się wczytać podium');
    expect(alert).toHaveTextContent('Ranking jest ukryty.');
    await act(() => i18next.changeLanguage('en'));
    expect(alert).toHaveTextContent('The podium could not be loaded');
  });

  it('asks again when the totals change', async () => {
    rankingMock.mockResolvedValue({ items: [aUserRow()], nextPage: null });
    renderWithProviders(<Podium company={aCompany({ teams: false, eventStatus: 'closed' })} profile={aProfile()} />);
    await screen.findByText('Jan Kowalski');
    rankingMock.mockResolvedValue({ items: [aUserRow({ _user: { name: 'Ola' } })], nextPage: null });
    act(() => emitLive('totals:changed', { companyId: 3, treeSum: 1, distanceSum: 1, activityCount: 1 }));
    await waitFor(() => expect(screen.getByText('Ola')).toBeInTheDocument());
  });
});

describe('podiumSteps', () => {
  it('keeps places 1 to 3 with all who share them', () => {
    const rows = [
      aUserRow({ ranking: 1, user_id: 1 }),
      aUserRow({ ranking: 2, user_id: 2 }),
      aUserRow({ ranking: 2, user_id: 3 }),
      aUserRow({ ranking: 2, user_id: 4 }),
    ];
    expect(podiumSteps(rows).map((step) => [step.place, step.items.map((item) => item.user_id)])).toEqual([
      [1, [1]],
      [2, [2, 3, 4]],
    ]);
    expect(podiumSteps([])).toEqual([]);
  });
});
