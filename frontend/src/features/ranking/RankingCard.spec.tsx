import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { CompanyStats, RankingResponse } from '@lesne/contracts';
import { emitLive, emitLiveConnect, liveListenerCount } from '../../shared/realtime/live-bus';
import { apiFailure } from '../../test/api-error';
import { anActivity, aTeamRow, aUserRow, rankedUserRows } from '../../test/activities';
import { aCompany } from '../../test/companies';
import { aProfile } from '../../test/profiles';
import { renderScreen } from '../../test/toasts';
import { fetchRankingRowActivities, flagActivity } from '../activities/activities.api';
import { fetchRanking } from './ranking.api';
import { RankingCard } from './RankingCard';

jest.mock('./ranking.api');
jest.mock('../activities/activities.api');
const rankingMock = jest.mocked(fetchRanking);
const activitiesMock = jest.mocked(fetchRankingRowActivities);
const flagMock = jest.mocked(flagActivity);

const USERS_PAGE_1: RankingResponse = {
  items: rankedUserRows([
    {},
    { user_id: 7, _user: { name: 'Anna Nowak' }, treeSum: 20 },
    { user_id: 32, _user: { name: '' }, treeSum: 20 },
  ]),
  nextPage: 2,
};
const USERS_PAGE_2: RankingResponse = {
  items: rankedUserRows([{ user_id: 33, _user: { name: 'Olek' }, treeSum: 10 }], 4),
  nextPage: null,
};
const TEAMS: RankingResponse = {
  items: [aTeamRow(), aTeamRow({ ranking: 2, team_id: 6, _team: { name: ' ' }, _emoji: null, treeSum: 2 })],
  nextPage: null,
};

function answerRanking() {
  rankingMock.mockImplementation(async ({ type, page }) => {
    if (type === 'team') return TEAMS;
    return page === 2 ? USERS_PAGE_2 : USERS_PAGE_1;
  });
}

function renderRanking(stats: Partial<CompanyStats> = {}, profile = aProfile()) {
  return renderScreen(<RankingCard company={aCompany(stats)} profile={profile} />);
}

const table = () => screen.getByRole('table');
const names = () => within(table()).getAllByRole('rowheader').map((cell) => cell.textContent);
const places = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

describe('RankingCard', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    answerRanking();
    activitiesMock.mockResolvedValue({ items: [anActivity(), anActivity({ id: 102, day: '2025-06-13', flagged: true })], ownerOnlyTrees: 0 });
    flagMock.mockResolvedValue('ok');
  });

  afterEach(async () => {
    await act(() => i18next.changeLanguage('pl'));
  });

  it('starts with teams when the company has them, with emoji and a name for unnamed teams', async () => {
    renderRanking();
    expect(await screen.findByRole('table', { name: 'Ranking drużyn' })).toBeInTheDocument();
    expect(rankingMock).toHaveBeenCalledWith({ page: 1, type: 'team' });
    expect(screen.getByRole('button', { name: 'Drużynowy' })).toHaveAttribute('aria-pressed', 'true');
    expect(names()).toEqual(['🌳 Dęby', 'Drużyna bez nazwy']);
    // Place, name and trees: nobody's km, which come partly from Strava; a line under the table says what counts.
    const headers = within(table()).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Miejsce', 'Nazwa', 'Drzewa']);
    // Trees are a measure here (the order follows their decimals): two decimals on every row, so the column lines up.
    expect(within(screen.getByRole('row', { name: /Dęby/ })).getByText('60,00')).toBeInTheDocument();
    expect(screen.getByText('Miejsca liczymy w drzewach. Kilometry ze Stravy widzi tylko ich właściciel.')).toBeInTheDocument();
    // Team rows do not open.
    expect(within(table()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows no table and no one ranked before anyone has results, saying when the ranking starts', async () => {
    rankingMock.mockResolvedValue({ items: [], nextPage: null });
    renderRanking({ eventStatus: 'waiting' });
    expect(await screen.findByText('Nikt nie ma jeszcze zatwierdzonych wyników')).toBeInTheDocument();
    expect(screen.getByText('Ranking ruszy razem z wydarzeniem, gdy pojawią się pierwsze zatwierdzone wyniki.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dodaj swój wynik' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Indywidualny' }));
    expect(await screen.findByText('Nikt nie ma jeszcze zatwierdzonych wyników')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('leads from an empty ranking of a running event to adding a result', async () => {
    rankingMock.mockResolvedValue({ items: [], nextPage: null });
    renderRanking({ eventStatus: 'inProgress', manualActivitiesAllowed: true });
    expect(await screen.findByRole('link', { name: 'Dodaj swój wynik' })).toHaveAttribute('href', '/moje-wyniki');
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByRole('link', { name: 'Add your result' })).toBeInTheDocument();
  });

  it('is individual without a toggle when the company has no teams', async () => {
    renderRanking({ teams: false });
    expect(await screen.findByRole('table', { name: 'Ranking uczestników' })).toBeInTheDocument();
    expect(rankingMock).toHaveBeenCalledWith({ page: 1, type: 'user' });
    expect(screen.queryByRole('group', { name: 'Rodzaj rankingu' })).not.toBeInTheDocument();
  });

  it('switches to individual at page 1, shares places on ties and names anonymous users', async () => {
    renderRanking();
    await screen.findByRole('table', { name: 'Ranking drużyn' });
    await userEvent.click(screen.getByRole('button', { name: 'Indywidualny' }));
    expect(await screen.findByRole('table', { name: 'Ranking uczestników' })).toBeInTheDocument();
    expect(rankingMock).toHaveBeenLastCalledWith({ page: 1, type: 'user' });
    expect(names()).toEqual(['Jan Kowalski', 'Anna Nowak (Ty)', 'Użytkownik anonimowy']);
    // Anna and the anonymous user have the same totals: they share second place, in the order the server sent.
    expect(places()).toEqual(['1', '2', '2']);
    await userEvent.click(screen.getByRole('button', { name: 'Pokaż więcej' }));
    expect(await screen.findByText('Olek')).toBeInTheDocument();
    expect(places()).toEqual(['1', '2', '2', '4']);
  });

  it('loads more pages until there are none, and a new mode starts again at page 1', async () => {
    renderRanking({ teams: false });
    await screen.findByText('Jan Kowalski');
    await userEvent.click(screen.getByRole('button', { name: 'Pokaż więcej' }));
    expect(await screen.findByText('Olek')).toBeInTheDocument();
    expect(rankingMock).toHaveBeenLastCalledWith({ page: 2, type: 'user' });
    expect(names()).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Pokaż więcej' })).not.toBeInTheDocument();
  });

  it("opens a user's row and loads their activities on the first opening only", async () => {
    renderRanking({ teams: false });
    const toggle = await screen.findByRole('button', { name: 'Jan Kowalski' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = await screen.findByRole('list', { name: 'Aktywności: Jan Kowalski' });
    expect(activitiesMock).toHaveBeenCalledWith(31);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('12.06.2025Bieg5,2 km · 1,04 drzewa');

    await userEvent.click(toggle);
    expect(screen.queryByRole('list', { name: 'Aktywności: Jan Kowalski' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(screen.getByRole('list', { name: 'Aktywności: Jan Kowalski' })).toBeInTheDocument();
    expect(activitiesMock).toHaveBeenCalledTimes(1);
  });

  it("lists someone else's manual results, and only the trees of their Strava results, without details", async () => {
    activitiesMock.mockResolvedValue({ items: [anActivity()], ownerOnlyTrees: 12.5 });
    renderRanking({ teams: false });
    await userEvent.click(await screen.findByRole('button', { name: 'Jan Kowalski' }));
    const list = await screen.findByRole('list', { name: 'Aktywności: Jan Kowalski' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('Wyniki ze Stravy: 12,5 drzewa (szczegóły widzi tylko właściciel)')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Zobacz w Strava/ })).not.toBeInTheDocument();
  });

  it('says only the trees from Strava of someone whose results all come from Strava', async () => {
    activitiesMock.mockResolvedValue({ items: [], ownerOnlyTrees: 3 });
    await act(() => i18next.changeLanguage('en'));
    renderRanking({ teams: false });
    await userEvent.click(await screen.findByRole('button', { name: 'Jan Kowalski' }));
    expect(await screen.findByText('Results from Strava: 3 trees (only the owner sees the details)')).toBeInTheDocument();
    expect(screen.queryByText('No approved activities.')).not.toBeInTheDocument();
  });

  it('shows me my own Strava results in my row, each with its link to Strava', async () => {
    activitiesMock.mockResolvedValue({ items: [anActivity({ user_id: 7, source: 'integrated', stravaActivityId: '13579246801' })], ownerOnlyTrees: 0 });
    renderRanking({ teams: false });
    await userEvent.click(await screen.findByRole('button', { name: 'Anna Nowak' }));
    const list = await screen.findByRole('list', { name: 'Aktywności: Anna Nowak' });
    expect(within(list).getByRole('link', { name: /Zobacz w Strava/ })).toHaveAttribute('href', 'https://www.strava.com/activities/13579246801');
  });

  it('shows me my own name in my row when I hide it from others, saying what they see', async () => {
    rankingMock.mockResolvedValue({ items: rankedUserRows([{ user_id: 7, _user: { name: '' }, treeSum: 20 }, {}]), nextPage: null });
    renderRanking({ teams: false }, aProfile({ hideName: true }));
    expect(await screen.findByRole('button', { name: 'Anna Nowak' })).toBeInTheDocument();
    expect(names()).toEqual(['Anna Nowak (Ty)Inni widzą tu „Użytkownik anonimowy”.', 'Jan Kowalski']);
  });

  it("flags another user's activity after confirming, while the event runs and the flag system is on", async () => {
    renderRanking({ teams: false });
    await userEvent.click(await screen.findByRole('button', { name: 'Jan Kowalski' }));
    const list = await screen.findByRole('list', { name: 'Aktywności: Jan Kowalski' });
    const [first, second] = within(list).getAllByRole('listitem');
    // An activity flagged already says so instead.
    expect(within(second).queryByRole('button', { name: 'Zgłoś' })).not.toBeInTheDocument();
    expect(within(second).getByText('zgłoszona')).toBeInTheDocument();

    await userEvent.click(within(first).getByRole('button', { name: 'Zgłoś' }));
    const dialog = screen.getByRole('dialog', { name: 'Zgłosić aktywność?' });
    expect(dialog).toHaveAccessibleDescription(/Jan Kowalski z dnia 12\.06\.2025 \(Bieg, 5,20 km\)/);
    expect(flagMock).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zgłoś aktywność' }));
    expect(flagMock).toHaveBeenCalledWith(101);
    expect(await screen.findByText('Dziękujemy! Aktywność została zgłoszona administratorowi do sprawdzenia.')).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'Zgłoś' })).not.toBeInTheDocument();
  });

  it('says when flagging failed, with the reason', async () => {
    flagMock.mockRejectedValue(apiFailure(409, 'Ta aktywność jest już zgłoszona.'));
    renderRanking({ teams: false });
    await userEvent.click(await screen.findByRole('button', { name: 'Jan Kowalski' }));
    const list = await screen.findByRole('list', { name: 'Aktywności: Jan Kowalski' });
    await userEvent.click(within(list).getAllByRole('button', { name: 'Zgłoś' })[0]);
    await userEvent.click(screen.getByRole('button', { name: 'Zgłoś aktywność' }));
    expect(await screen.findByText('Nie udało się zgłosić aktywności. Ta aktywność jest już zgłoszona.')).toBeInTheDocument();
  });

  it.each([
    ['my own activities', {}, aProfile({ id: 31, name: 'Jan Kowalski' })],
    ['the flag system off', { flagSystem: false }, aProfile()],
    ['a closed event', { eventStatus: 'closed' as const }, aProfile()],
    ['an event not started', { eventStatus: 'waiting' as const }, aProfile()],
  ])('offers no flag on %s', async (_case, stats, profile) => {
    renderRanking({ teams: false, ...stats }, profile);
    await userEvent.click(await screen.findByRole('button', { name: /Jan Kowalski/ }));
    await screen.findByRole('list', { name: 'Aktywności: Jan Kowalski' });
    expect(screen.queryByRole('button', { name: 'Zgłoś' })).not.toBeInTheDocument();
  });

  it('updates live when the totals change: every page shown is asked again, without a reload', async () => {
    renderRanking({ teams: false });
    await screen.findByText('Jan Kowalski');
    await userEvent.click(screen.getByRole('button', { name: 'Pokaż więcej' }));
    await screen.findByText('Olek');
    await userEvent.click(screen.getByRole('button', { name: 'Jan Kowalski' }));
    await screen.findByRole('list', { name: 'Aktywności: Jan Kowalski' });
    rankingMock.mockClear();
    activitiesMock.mockClear();
    rankingMock.mockImplementation(async ({ page }) =>
      page === 2 ? USERS_PAGE_2 : { ...USERS_PAGE_1, items: [aUserRow({ treeSum: 26 }), ...USERS_PAGE_1.items.slice(1)] },
    );

    act(() => emitLive('totals:changed', { companyId: 3, treeSum: 100, distanceSum: 500, activityCount: 12 }));
    const janRow = () => screen.getByRole('button', { name: 'Jan Kowalski' }).closest('tr') as HTMLElement;
    await waitFor(() => expect(within(janRow()).getByText('26,00')).toBeInTheDocument());
    expect(rankingMock.mock.calls.map(([query]) => query)).toEqual([
      { page: 1, type: 'user' },
      { page: 2, type: 'user' },
    ]);
    expect(names()).toHaveLength(4);
    // The open row stays open and asks for its activities again.
    expect(screen.getByRole('button', { name: 'Jan Kowalski' })).toHaveAttribute('aria-expanded', 'true');
    expect(activitiesMock).toHaveBeenCalledWith(31);
  });

  it('asks again after the live connection comes back, as updates may have been missed', async () => {
    renderRanking({ teams: false });
    await screen.findByText('Jan Kowalski');
    rankingMock.mockClear();
    act(() => emitLiveConnect());
    await waitFor(() => expect(rankingMock).toHaveBeenCalledWith({ page: 1, type: 'user' }));
  });

  it('lets go of live updates when it is gone', async () => {
    const { unmount } = renderRanking({ teams: false });
    await screen.findByText('Jan Kowalski');
    const before = liveListenerCount();
    unmount();
    expect(liveListenerCount()).toBeLessThan(before);
    expect(liveListenerCount('totals:changed')).toBe(0);
  });

  it('speaks English', async () => {
    await act(() => i18next.changeLanguage('en'));
    rankingMock.mockResolvedValue({ items: [aUserRow({ _user: undefined })], nextPage: 2 });
    renderRanking({ teams: true });
    expect(await screen.findByRole('button', { name: 'Team' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Individual' }));
    expect(await screen.findByRole('button', { name: 'Anonymous user' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show more' })).toBeInTheDocument();
  });
});
