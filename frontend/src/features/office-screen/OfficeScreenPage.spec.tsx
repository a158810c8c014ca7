import { act, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { OFFICE_SCREEN_REFETCH_WINDOW_MS, OFFICE_SCREEN_ROTATION_MS, type OfficeScreenRankingRow, type OfficeScreenView } from '@lesne/contracts';
import { apiFailure } from '../../test/api-error';
import { renderRoutes } from '../../test/render';
import { connectOfficeScreen, type OfficeScreenSocketHandlers } from './office-screen-socket';
import { fetchOfficeScreen } from './office-screen.api';
import { SAFETY_REFETCH_MS } from './office-screen.queries';
import { OfficeScreenPage } from './OfficeScreenPage';
import { FETCH_STALE_MS, SOCKET_DOWN_STALE_MS } from './StaleBadge';

jest.mock('./office-screen.api');
jest.mock('./office-screen-socket');

const row = (place: number, name: string, treeSum = 10 - place): OfficeScreenRankingRow => ({ place, name, treeSum });

function aView(overrides: Partial<OfficeScreenView> = {}): OfficeScreenView {
  return {
    company: { name: 'Zielona Firma', logoUrl: null },
    event: { status: 'inProgress', dateFrom: '2026-11-01', dateTo: '2026-12-10', eventEndType: 'date', treeLimit: 1000, daysLeft: 15 },
    totals: { treeSum: 1234.5, kmSum: 8641.5, participantCount: 42 },
    environment: { co2: 27159, paper: 72588.6, forest: 4938, oxygen: 266 },
    hideRanking: false,
    podium: [row(1, 'Anna Nowak'), row(2, 'Jan Kowalski'), row(3, 'Ola Wiśniewska')],
    topUsers: [row(1, 'Anna Nowak'), row(2, 'Jan Kowalski'), row(3, 'Ola Wiśniewska'), row(4, 'Piotr Zieliński')],
    topTeams: [{ ...row(1, 'Biegacze'), emoji: '🏃' }, row(2, 'Rowerzyści')],
    invitationUrl: 'http://localhost/rejestracja?code=zielona',
    generatedAt: '2026-11-25T10:00:00.000Z',
    ...overrides,
  };
}

let socket: OfficeScreenSocketHandlers;
const closeSocket = jest.fn();

function renderScreen(view: OfficeScreenView = aView(), address = '/ekran/tok-1') {
  jest.mocked(fetchOfficeScreen).mockResolvedValue(view);
  return renderRoutes([{ path: '/ekran/:token', element: <OfficeScreenPage /> }], address);
}

/** Lets timers run and every answer they started arrive. */
async function wait(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

const ranking = () => screen.getByRole('region', { name: /Ranking/ });
const rankingNames = () => within(ranking()).getAllByRole('listitem').map((item) => item.textContent);

describe('OfficeScreenPage', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.clearAllMocks();
    jest.mocked(connectOfficeScreen).mockImplementation((_token, handlers) => {
      socket = handlers;
      return closeSocket;
    });
  });

  afterEach(async () => {
    jest.useRealTimers();
    await act(() => i18next.changeLanguage('pl'));
  });

  it('shows the company, its trees, km, environment, podium, top 10, days left and the join code, in Polish by default', async () => {
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Zielona Firma' })).toBeInTheDocument();
    expect(fetchOfficeScreen).toHaveBeenCalledWith('tok-1', 'pl', expect.anything());
    expect(connectOfficeScreen).toHaveBeenCalledWith('tok-1', expect.anything());
    // Whole trees and kilograms on a TV.
    expect(screen.getByText('1234')).toBeInTheDocument();
    expect(screen.getByText('drzewa zasadzimy razem')).toBeInTheDocument();
    expect(screen.getByText('8641,5 km razem')).toBeInTheDocument();
    expect(screen.getByText('42 uczestników')).toBeInTheDocument();
    expect(screen.getByText('27 159')).toBeInTheDocument();
    expect(screen.getByText('osobom tlen na rok').previousSibling).toHaveTextContent('266');
    expect(screen.getByText('Jeszcze 15 dni')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Podium' })).getByText('Anna Nowak')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ranking indywidualny' })).toBeInTheDocument();
    expect(screen.getByText('Dołącz do wyzwania')).toBeInTheDocument();
    await wait(0);
    expect(screen.getByRole('img', { name: 'Kod QR z linkiem, przez który dołączysz do wyzwania' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg/));
  });

  it("ranks people by trees with no one's km (the company's total stays), and names those who hide their name as the anonymous user", async () => {
    renderScreen(aView({ podium: [row(1, ''), row(2, 'Jan Kowalski')], topUsers: [row(1, ''), row(2, 'Jan Kowalski')] }));
    await screen.findByRole('heading', { name: 'Ranking indywidualny' });
    expect(rankingNames()).toEqual([expect.stringContaining('Użytkownik anonimowy'), expect.stringContaining('Jan Kowalski')]);
    expect(within(screen.getByRole('region', { name: 'Podium' })).getByText('Użytkownik anonimowy')).toBeInTheDocument();
    expect(screen.getByText('Miejsca według liczby drzew')).toBeInTheDocument();
    expect(screen.getAllByText(/km/)).toEqual([screen.getByText('8641,5 km razem')]);
  });

  it('rotates the top 10 between individuals and teams every 15 s', async () => {
    renderScreen();
    await screen.findByRole('heading', { name: 'Ranking indywidualny' });
    expect(rankingNames()[0]).toContain('Anna Nowak');

    await wait(OFFICE_SCREEN_ROTATION_MS);
    expect(screen.getByRole('heading', { name: 'Ranking drużyn' })).toBeInTheDocument();
    expect(rankingNames()).toEqual([expect.stringContaining('🏃 Biegacze'), expect.stringContaining('Rowerzyści')]);

    await wait(OFFICE_SCREEN_ROTATION_MS);
    expect(screen.getByRole('heading', { name: 'Ranking indywidualny' })).toBeInTheDocument();
  });

  it('stays on the individual ranking when the event has no teams', async () => {
    renderScreen(aView({ topTeams: null }));
    await screen.findByRole('heading', { name: 'Ranking indywidualny' });
    await wait(3 * OFFICE_SCREEN_ROTATION_MS);
    expect(screen.getByRole('heading', { name: 'Ranking indywidualny' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Ranking drużyn' })).not.toBeInTheDocument();
  });

  it('shows only the totals when the company hides its ranking', async () => {
    renderScreen(aView({ hideRanking: true, podium: [], topUsers: [], topTeams: null }));
    expect(await screen.findByText('1234')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Wpływ na środowisko' })).toHaveTextContent('27 159');
    expect(screen.queryByRole('heading', { name: 'Podium' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Ranking/ })).not.toBeInTheDocument();
  });

  it('says the challenge is over, shows the final podium and no join code once it closed', async () => {
    renderScreen(aView({ event: { ...aView().event, status: 'closed', daysLeft: null }, invitationUrl: null }));
    expect(await screen.findByText('Wyzwanie zakończone')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Końcowe podium' })).toBeInTheDocument();
    expect(screen.queryByText('Dołącz do wyzwania')).not.toBeInTheDocument();
  });

  it('takes its language from the link', async () => {
    renderScreen(aView(), '/ekran/tok-1?lang=en');
    expect(await screen.findByText('15 days left')).toBeInTheDocument();
    expect(fetchOfficeScreen).toHaveBeenCalledWith('tok-1', 'en', expect.anything());
    expect(screen.getByText('Join the challenge')).toBeInTheDocument();
    expect(screen.getByText('1,234')).toBeInTheDocument();
  });

  it('asks again on pushes at most once per 2 s, the last push included, and on every reconnection', async () => {
    renderScreen();
    await screen.findByText('1234');
    act(() => socket.onConnect());
    await wait(0);
    const afterConnect = jest.mocked(fetchOfficeScreen).mock.calls.length;

    jest.mocked(fetchOfficeScreen).mockResolvedValue(aView({ totals: { treeSum: 1300, kmSum: 9100, participantCount: 42 } }));
    for (let push = 0; push < 20; push++) act(() => socket.onChange());
    await wait(0);
    expect(fetchOfficeScreen).toHaveBeenCalledTimes(afterConnect + 1);
    expect(screen.getByText('1300')).toBeInTheDocument();
    await wait(OFFICE_SCREEN_REFETCH_WINDOW_MS);
    expect(fetchOfficeScreen).toHaveBeenCalledTimes(afterConnect + 2);
    await wait(OFFICE_SCREEN_REFETCH_WINDOW_MS * 3);
    expect(fetchOfficeScreen).toHaveBeenCalledTimes(afterConnect + 2);

    act(() => socket.onDisconnect());
    act(() => socket.onConnect());
    await wait(0);
    expect(fetchOfficeScreen).toHaveBeenCalledTimes(afterConnect + 3);
  });

  it('asks again every minute whatever the socket says', async () => {
    renderScreen();
    await screen.findByText('1234');
    const before = jest.mocked(fetchOfficeScreen).mock.calls.length;
    await wait(SAFETY_REFETCH_MS);
    expect(fetchOfficeScreen).toHaveBeenCalledTimes(before + 1);
  });

  it('shows the stale badge while the socket has been down over 30 s, and drops it on reconnection', async () => {
    renderScreen();
    await screen.findByText('1234');
    act(() => socket.onConnect());
    act(() => socket.onDisconnect());
    await wait(SOCKET_DOWN_STALE_MS - 5_000);
    expect(screen.queryByText(/Dane mogą być nieaktualne/)).not.toBeInTheDocument();
    await wait(10_000);
    expect(screen.getByText(/Dane mogą być nieaktualne/)).toBeInTheDocument();

    act(() => socket.onConnect());
    await wait(5_000);
    expect(screen.queryByText(/Dane mogą być nieaktualne/)).not.toBeInTheDocument();
  });

  it('shows the stale badge when the last answer is over 2 minutes old, though the socket is up', async () => {
    renderScreen();
    await screen.findByText('1234');
    act(() => socket.onConnect());
    await wait(0);
    // The server stops answering: the figures shown get old.
    jest.mocked(fetchOfficeScreen).mockReturnValue(new Promise(() => undefined));
    await wait(FETCH_STALE_MS - 10_000);
    expect(screen.queryByText(/Dane mogą być nieaktualne/)).not.toBeInTheDocument();
    await wait(20_000);
    expect(screen.getByText(/Dane mogą być nieaktualne/)).toBeInTheDocument();
  });

  it('waits calmly for its first answer, and says so when it cannot reach the server for long', async () => {
    jest.mocked(fetchOfficeScreen).mockReturnValue(new Promise(() => undefined));
    renderRoutes([{ path: '/ekran/:token', element: <OfficeScreenPage /> }], '/ekran/tok-1');
    expect(await screen.findByText('Wczytywanie wyzwania…')).toBeInTheDocument();
    expect(screen.queryByText(/Dane mogą być nieaktualne/)).not.toBeInTheDocument();
    await wait(SOCKET_DOWN_STALE_MS + 5_000);
    expect(screen.getByText(/Dane mogą być nieaktualne/)).toBeInTheDocument();
  });

  it('stops, socket and refetches included, when told the link was revoked', async () => {
    renderScreen();
    await screen.findByText('1234');
    act(() => socket.onRevoked());
    expect(await screen.findByRole('heading', { name: 'Ten ekran został wyłączony' })).toBeInTheDocument();
    expect(screen.queryByText('Zielona Firma')).not.toBeInTheDocument();
    expect(closeSocket).toHaveBeenCalled();
    const calls = jest.mocked(fetchOfficeScreen).mock.calls.length;
    await wait(5 * SAFETY_REFETCH_MS);
    expect(fetchOfficeScreen).toHaveBeenCalledTimes(calls);
    expect(connectOfficeScreen).toHaveBeenCalledTimes(1);
  });

  it('stops when the server no longer knows the link (404)', async () => {
    jest.mocked(fetchOfficeScreen).mockRejectedValue(apiFailure(404, 'Ten link do ekranu nie istnieje.'));
    renderRoutes([{ path: '/ekran/:token', element: <OfficeScreenPage /> }], '/ekran/gone');
    expect(await screen.findByRole('heading', { name: 'Ten ekran został wyłączony' })).toBeInTheDocument();
    expect(closeSocket).toHaveBeenCalled();
    await wait(5 * SAFETY_REFETCH_MS);
    expect(fetchOfficeScreen).toHaveBeenCalledTimes(1);
  });
});
