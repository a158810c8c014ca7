import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { CompanyStats, StravaStatusResponse, UserProfile } from '@lesne/contracts';
import { emitLive } from '../../shared/realtime/live-bus';
import { apiFailure } from '../../test/api-error';
import { anActivity, aUserRow } from '../../test/activities';
import { aCompany } from '../../test/companies';
import { aProfile } from '../../test/profiles';
import { signedInAs } from '../../test/query-client';
import { renderScreen } from '../../test/toasts';
import { deleteActivity, fetchUserActivities } from '../activities/activities.api';
import { fetchStravaStatus } from '../integrations/integrations.api';
import { fetchRanking } from '../ranking/ranking.api';
import { fetchUploads } from '../uploads/uploads.api';
import { fetchProfile, updateProfile } from '../user/user.api';
import { MyResultsPage } from './MyResultsPage';

jest.mock('../activities/activities.api');
jest.mock('../integrations/integrations.api');
jest.mock('../ranking/ranking.api');
jest.mock('../user/user.api');
jest.mock('../uploads/uploads.api');
const entriesMock = jest.mocked(fetchUserActivities);
const deleteMock = jest.mocked(deleteActivity);

const ENTRIES = [
  anActivity({ id: 1, user_id: 7, _user: { name: 'Anna Nowak' } }),
  anActivity({ id: 2, user_id: 7, status: 'pending', day: '2025-06-13', distance: 3 }),
  anActivity({ id: 3, user_id: 7, status: 'denied', day: '2025-06-14', distance: 12, source: 'integrated', stravaActivityId: '13579246801' }),
];

const NOT_CONNECTED: StravaStatusResponse = {
  authorizeUrl: 'https://www.strava.com/oauth/authorize',
  connect: { blocked: null, places: { taken: 1, limit: 999 } },
  connection: null,
  revokedAt: null,
};

function renderPage(stats: Partial<CompanyStats> = {}, profile: Partial<UserProfile> = {}) {
  signedInAs(aProfile({ kmSum: 1234.5, treeSum: 246.9, ranking: 3, rankingCount: 40, ...profile }), aCompany(stats));
  return renderScreen(<MyResultsPage />, '/moje-wyniki');
}

const fact = (term: string) => screen.queryByText(term, { selector: 'dt' })?.nextElementSibling?.textContent;
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('MyResultsPage', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    entriesMock.mockResolvedValue(ENTRIES);
    deleteMock.mockResolvedValue('ok');
    jest.mocked(fetchRanking).mockResolvedValue({ items: [aUserRow()], nextPage: null });
    jest.mocked(fetchProfile).mockResolvedValue(aProfile({ ranking: 2, rankingCount: 41 }));
    jest.mocked(fetchUploads).mockResolvedValue([]);
    jest.mocked(fetchStravaStatus).mockResolvedValue(NOT_CONNECTED);
  });

  afterEach(async () => {
    await act(() => i18next.changeLanguage('pl'));
  });

  it("shows the user's name with the edit button, the place as rank/count and the totals", async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Moje wyniki' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Anna Nowak' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Zmień imię' }));
    expect(screen.getByRole('dialog', { name: 'Zmień imię' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(fact('Miejsce w rankingu')).toBe('3/40');
    expect(fact('Łączny dystans (km)')).toBe('1234,5');
    expect(fact('Łączna liczba drzew')).toBe('246,9');
    await screen.findByRole('table', { name: 'Moje wpisy' });
  });

  it('shows the totals in the format of the chosen language', async () => {
    renderPage({}, { kmSum: 12345.5 });
    await screen.findByRole('table', { name: 'Moje wpisy' });
    expect(fact('Łączny dystans (km)')).toBe('12\u00a0345,5');
    await act(() => i18next.changeLanguage('en'));
    expect(fact('Total distance (km)')).toBe('12,345.5');
    expect(fact('Total trees')).toBe('246.9');
    expect(within(screen.getByRole('table', { name: 'My entries' })).getByText('5.20')).toBeInTheDocument();
    await act(() => i18next.changeLanguage('pl'));
    expect(fact('Łączny dystans (km)')).toBe('12\u00a0345,5');
  });

  it('hides the place when the ranking is hidden from the user', async () => {
    renderPage({ hideRanking: true }, { ranking: null, rankingCount: null });
    expect(fact('Miejsce w rankingu')).toBeUndefined();
    expect(fact('Łączna liczba drzew')).toBe('246,9');
    // Nor can everyone's results be opened.
    expect(screen.queryByRole('button', { name: 'Wszystkie wyniki' })).not.toBeInTheDocument();
    await screen.findByRole('table', { name: 'Moje wpisy' });
  });

  it('hides the place when the server gives no count, and says when the user has no place yet', async () => {
    const { unmount } = renderPage({}, { rankingCount: null });
    expect(fact('Miejsce w rankingu')).toBeUndefined();
    await screen.findByRole('table');
    unmount();
    renderPage({}, { ranking: null, rankingCount: 40 });
    expect(fact('Miejsce w rankingu')).toBe('jeszcze bez miejsca');
    await screen.findByRole('table');
  });

  it('hides my name from shared rankings when I tick it, saying what others see and that my trees still count', async () => {
    jest.mocked(updateProfile).mockImplementation(async ({ hideName }) => aProfile({ kmSum: 1234.5, treeSum: 246.9, hideName }));
    renderPage();
    const setting = screen.getByRole('checkbox', { name: 'Ukryj moje imię w rankingach' });
    expect(setting).not.toBeChecked();
    expect(setting).toHaveAccessibleDescription(
      'Inni zobaczą „Użytkownik anonimowy” w rankingu, na podium i na ekranach w biurze. Twoje drzewa nadal się liczą, a administratorzy wydarzenia dalej widzą Twoje imię.',
    );
    await userEvent.click(setting);
    expect(updateProfile).toHaveBeenCalledWith({ hideName: true });
    expect(await screen.findByText('Twoje imię jest ukryte w rankingach.')).toBeInTheDocument();
    expect(setting).toBeChecked();
    await userEvent.click(setting);
    expect(updateProfile).toHaveBeenLastCalledWith({ hideName: false });
    await waitFor(() => expect(setting).not.toBeChecked());
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByRole('checkbox', { name: 'Hide my name in rankings' })).toBeInTheDocument();
  });

  it('stops the weekly summary by mail when I untick it', async () => {
    jest.mocked(updateProfile).mockImplementation(async ({ weeklyDigest }) => aProfile({ weeklyDigest }));
    renderPage();
    const setting = screen.getByRole('checkbox', { name: 'Wysyłaj mi cotygodniowe podsumowanie' });
    expect(setting).toBeChecked();
    expect(setting).toHaveAccessibleDescription(
      'W poniedziałek rano e-mail z Twoimi wynikami tygodnia, miejscem w rankingu i drzewami firmy, dopóki trwa wyzwanie.',
    );
    await userEvent.click(setting);
    expect(updateProfile).toHaveBeenCalledWith({ weeklyDigest: false });
    expect(await screen.findByText('Nie będziesz już dostawać cotygodniowych podsumowań.')).toBeInTheDocument();
    expect(setting).not.toBeChecked();
  });

  it('keeps the setting as it was when saving it failed', async () => {
    jest.mocked(updateProfile).mockRejectedValue(apiFailure(500, 'Błąd serwera.'));
    renderPage({}, { hideName: true });
    const setting = screen.getByRole('checkbox', { name: 'Ukryj moje imię w rankingach' });
    expect(setting).toBeChecked();
    await userEvent.click(setting);
    expect(await screen.findByText(/Nie udało się zapisać ustawienia/)).toBeInTheDocument();
    expect(setting).toBeChecked();
  });

  it('lists my entries, pending and denied ones too, each with its status', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Moje wpisy' });
    expect(entriesMock).toHaveBeenCalledWith(7, true);
    const rows = within(table).getAllByRole('row').slice(1);
    const status = (row: HTMLElement) => within(row).getAllByRole('cell')[4].textContent;
    expect(rows.map((row) => [within(row).getAllByRole('cell')[0].textContent, status(row)])).toEqual([
      ['12.06.2025', 'zatwierdzony'],
      ['13.06.2025', 'oczekuje'],
      ['14.06.2025', 'odrzucony'],
    ]);
    expect(within(rowOf('odrzucony')).getByText(/ze Stravy/)).toBeInTheDocument();
    // My own Strava result in full, with its link to Strava.
    expect(within(rowOf('odrzucony')).getByRole('link', { name: /Zobacz w Strava/ })).toHaveAttribute('href', 'https://www.strava.com/activities/13579246801');
    await act(() => i18next.changeLanguage('en'));
    expect(within(table).getByText('pending')).toBeInTheDocument();
    expect(within(table).getByText('denied')).toBeInTheDocument();
  });

  it('deletes an own entry after a confirmation with a title and a description', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Moje wpisy' });
    await userEvent.click(within(rowOf('oczekuje')).getByRole('button', { name: 'Usuń' }));
    const dialog = screen.getByRole('dialog', { name: 'Usunąć wynik?' });
    expect(dialog).toHaveAccessibleDescription(
      'Wynik z dnia 13.06.2025 (Bieg, 3,00 km) zostanie usunięty, a jego drzewa odjęte od sumy. Tej operacji nie można cofnąć.',
    );
    expect(deleteMock).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń wynik' }));
    expect(deleteMock).toHaveBeenCalledWith(2);
    expect(await screen.findByText('Wynik został usunięty.')).toBeInTheDocument();
    expect(screen.queryByText('oczekuje')).not.toBeInTheDocument();
    expect(fetchProfile).toHaveBeenCalled();
  });

  it('says when deleting failed', async () => {
    deleteMock.mockRejectedValue(apiFailure(403, 'Wyzwanie się zakończyło.'));
    renderPage();
    await screen.findByRole('table', { name: 'Moje wpisy' });
    await userEvent.click(within(rowOf('oczekuje')).getByRole('button', { name: 'Usuń' }));
    await userEvent.click(screen.getByRole('button', { name: 'Usuń wynik' }));
    expect(await screen.findByText('Nie udało się usunąć wyniku. Wyzwanie się zakończyło.')).toBeInTheDocument();
    expect(screen.getByText('oczekuje')).toBeInTheDocument();
  });

  it('offers no delete once the event is not running', async () => {
    renderPage({ eventStatus: 'closed' });
    await screen.findByRole('table', { name: 'Moje wpisy' });
    expect(screen.queryByRole('button', { name: 'Usuń' })).not.toBeInTheDocument();
  });

  it('updates my entries from the push and asks again for my place when an admin decides one of them', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Moje wpisy' });
    entriesMock.mockResolvedValue([{ ...ENTRIES[1], status: 'approved' }]);
    act(() => emitLive('activity:status', { activityId: 2, status: 'approved' }));
    await waitFor(() => expect(screen.queryByText('oczekuje')).not.toBeInTheDocument());
    await waitFor(() => expect(fact('Miejsce w rankingu')).toBe('2/41'));
  });

  it('shows an empty list as a next step: add the first result, or connect Strava when results come only from it', async () => {
    entriesMock.mockResolvedValue([]);
    const { unmount } = renderPage();
    expect(await screen.findByText('Nie masz jeszcze żadnych wyników')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Moje wpisy' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj pierwszy wynik' }));
    expect(screen.getByRole('dialog', { name: 'Dodaj wynik' })).toBeInTheDocument();
    unmount();
    renderPage({ manualActivitiesAllowed: false });
    expect(await screen.findByText('Połącz Stravę, a Twoje treningi pojawią się tu same.')).toBeInTheDocument();
    expect(await screen.findAllByRole('link', { name: 'Przejdź do integracji' })).toHaveLength(2);
  });

  it('switches to everyone’s results: the ranking', async () => {
    renderPage({ teams: false });
    await screen.findByRole('table', { name: 'Moje wpisy' });
    const choice = screen.getByRole('group', { name: 'Które wyniki pokazać' });
    expect(within(choice).getByRole('button', { name: 'Moje wpisy' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(choice).getByRole('button', { name: 'Wszystkie wyniki' }));
    expect(await screen.findByRole('table', { name: 'Ranking uczestników' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Moje wpisy' })).not.toBeInTheDocument();
  });

  describe('the Strava card', () => {
    const strava = () => screen.getByRole('heading', { level: 2, name: 'Strava' }).closest('section') as HTMLElement;

    it('offers to connect when not connected, with the link in the chosen language', async () => {
      renderPage();
      await within(strava()).findByText('Połącz konto Strava, a Twoje aktywności będą dodawane automatycznie.');
      expect(within(strava()).getByRole('link', { name: 'Przejdź do integracji' })).toHaveAttribute('href', '/moje-integracje');
      await act(() => i18next.changeLanguage('en'));
      expect(within(strava()).getByRole('link', { name: 'Go to integrations' })).toHaveAttribute('href', '/moje-integracje?lang=en');
    });

    it('says the account is connected, and offers no connecting, once it is', async () => {
      jest.mocked(fetchStravaStatus).mockResolvedValue({
        ...NOT_CONNECTED,
        connection: { athleteId: '134815', accessType: 'full', connectedAt: '2025-06-10T08:00:00.000Z', consent: null },
      });
      renderPage();
      await within(strava()).findByText('Połączono ze Stravą');
      expect(within(strava()).getByText('Twoje aktywności ze Stravy dodają się automatycznie.')).toBeInTheDocument();
      expect(within(strava()).getByRole('link', { name: 'Zarządzaj połączeniem' })).toHaveAttribute('href', '/moje-integracje');
      expect(screen.queryByText(/Połącz konto Strava/)).not.toBeInTheDocument();
    });

    it('tells why the link ended when Strava ended it, and offers to connect again', async () => {
      jest.mocked(fetchStravaStatus).mockResolvedValue({ ...NOT_CONNECTED, revokedAt: '2025-06-12T09:30:00.000Z' });
      renderPage();
      await within(strava()).findByText('Strava zakończyła połączenie');
      expect(within(strava()).getByText(/Dostęp do Twojego konta Strava cofnięto 12\.06\.2025/)).toBeInTheDocument();
      expect(within(strava()).getByRole('link', { name: 'Połącz ponownie' })).toHaveAttribute('href', '/moje-integracje');
    });
  });

  describe('the diploma card', () => {
    const DIPLOMA = { url: '/api/v1/documents/anna-1' };

    it('offers the diploma once the event is closed', async () => {
      renderPage({ eventStatus: 'closed' }, { diploma: DIPLOMA });
      await screen.findByRole('table', { name: 'Moje wpisy' });
      expect(screen.getByRole('heading', { level: 2, name: 'Twój dyplom' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Pobierz dyplom' })).toHaveAttribute('href', '/api/v1/documents/anna-1');
    });

    it.each([
      ['without a diploma', { eventStatus: 'closed' as const }, { diploma: null }],
      ['while the event is not closed', { eventStatus: 'inProgress' as const }, { diploma: DIPLOMA }],
    ])('shows none %s', async (_, stats, profile) => {
      renderPage(stats, profile);
      await screen.findByRole('table', { name: 'Moje wpisy' });
      expect(screen.queryByRole('heading', { name: 'Twój dyplom' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Pobierz dyplom' })).not.toBeInTheDocument();
    });

    it("appears when the user's diploma is made, and the user only is asked for again", async () => {
      renderPage({ eventStatus: 'closed' }, { diploma: null });
      await screen.findByRole('table', { name: 'Moje wpisy' });
      jest.mocked(fetchProfile).mockResolvedValue(aProfile({ diploma: DIPLOMA }));
      act(() => emitLive('diploma:changed', { companyId: 3, userId: 99 }));
      expect(fetchProfile).not.toHaveBeenCalled();
      act(() => emitLive('diploma:changed', { companyId: 3, userId: 7 }));
      expect(await screen.findByRole('link', { name: 'Pobierz dyplom' })).toHaveAttribute('href', '/api/v1/documents/anna-1');
      expect(fetchProfile).toHaveBeenCalledTimes(1);
    });
  });
});
