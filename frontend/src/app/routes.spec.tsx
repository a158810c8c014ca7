import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { ADMIN_TOKEN_STORAGE_KEY, LANG_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@lesne/contracts';
import { fetchCompanyActivities, fetchUserActivities } from '../features/activities/activities.api';
import { fetchFlaggedActivities, fetchPendingActivities, fetchReviewCounts } from '../features/approvals/approvals.api';
import { checkSession, login } from '../features/auth/auth.api';
import { fetchCertificates } from '../features/certificates/certificates.api';
import { fetchCompany } from '../features/company/company.api';
import { fetchDiplomaRuns, fetchDiplomas } from '../features/diplomas/diplomas.api';
import { fetchEvents } from '../features/events/events.api';
import { fetchStravaStatus } from '../features/integrations/integrations.api';
import { fetchRanking } from '../features/ranking/ranking.api';
import { fetchStravaImports } from '../features/strava-imports/strava-imports.api';
import { fetchTeams } from '../features/teams/teams.api';
import { fetchProfile } from '../features/user/user.api';
import { fetchUsers } from '../features/users/users.api';
import { fetchVerification } from '../features/verification/verification.api';
import { fetchOfficeScreen } from '../features/office-screen/office-screen.api';
import { readStoredTokens, useAuthStore } from '../shared/auth/auth.store';
import { reloadAt } from '../shared/navigation';
import { emitLive, emitLiveConnect } from '../shared/realtime/live-bus';
import { connectLive, disconnectLive } from '../shared/realtime/socket';
import { apiFailure } from '../test/api-error';
import { aCompany } from '../test/companies';
import { certificates, diplomaPage } from '../test/diplomas';
import { aProfile } from '../test/profiles';
import { renderRoutes } from '../test/render';
import { returnPath } from './PublicOnlyRoute';
import { routes } from './routes';

jest.mock('../features/auth/auth.api');
jest.mock('../features/user/user.api');
jest.mock('../features/company/company.api');
jest.mock('../features/events/events.api');
jest.mock('../features/users/users.api');
jest.mock('../features/teams/teams.api');
jest.mock('../shared/navigation');
jest.mock('../features/activities/activities.api');
jest.mock('../features/approvals/approvals.api');
jest.mock('../features/ranking/ranking.api');
jest.mock('../features/integrations/integrations.api');
// The layout asks whether to offer the survey; these screens are about something else.
jest.mock('../features/survey/survey.api', () => ({
  takeSurveyOffer: jest.fn().mockResolvedValue({ shouldShow: false }),
  saveSurveyStep: jest.fn(),
  fetchSurveySummary: jest.fn(() => new Promise(() => undefined)),
}));
jest.mock('../features/strava-imports/strava-imports.api');
jest.mock('../features/diplomas/diplomas.api');
jest.mock('../features/certificates/certificates.api');
jest.mock('../features/verification/verification.api');
jest.mock('../features/office-screen/office-screen.api');
jest.mock('../features/office-screen/office-screen-socket', () => ({ connectOfficeScreen: jest.fn(() => () => undefined) }));
const profileMock = jest.mocked(fetchProfile);
const companyMock = jest.mocked(fetchCompany);

/** The API's answers; every test starts with an empty query cache (test/query-client.ts). */
function resetAnswers() {
  companyMock.mockReset();
  companyMock.mockResolvedValue(aCompany());
  jest.mocked(fetchEvents).mockResolvedValue([]);
  jest.mocked(fetchUsers).mockResolvedValue({ items: [], pageTotal: 0, itemsTotal: 0, curPage: 1 });
  jest.mocked(fetchTeams).mockResolvedValue([]);
  jest.mocked(fetchStravaStatus).mockResolvedValue({
    authorizeUrl: 'https://www.strava.com/oauth/authorize?client_id=1',
    connect: { blocked: null, places: { taken: 0, limit: 10 } },
    connection: null,
    revokedAt: null,
  });
  jest.mocked(fetchStravaImports).mockResolvedValue({ items: [], pageTotal: 0, itemsTotal: 0, curPage: 1 });
  jest.mocked(fetchRanking).mockResolvedValue({ items: [], nextPage: null });
  jest.mocked(fetchDiplomas).mockResolvedValue(diplomaPage([]));
  jest.mocked(fetchDiplomaRuns).mockResolvedValue({ generate: null, send: null });
  jest.mocked(fetchCertificates).mockResolvedValue(certificates());
  jest.mocked(fetchReviewCounts).mockClear().mockResolvedValue({ pending: 0, flagged: 0 });
  jest.mocked(fetchUserActivities).mockResolvedValue([]);
  jest.mocked(fetchPendingActivities).mockResolvedValue({ items: [], pageTotal: 0, itemsTotal: 0, curPage: 1 });
  jest.mocked(fetchFlaggedActivities).mockResolvedValue([]);
  jest.mocked(fetchCompanyActivities).mockResolvedValue({
    activities: [],
    activity_types: [],
    summary: { trees: 0, distance: 0 },
    pageTotal: 0,
    itemsTotal: 0,
    curPage: 1,
  });
}

// The screens' code loads lazily: the first test to open one also waits for its modules to
// compile, which on a busy machine takes longer than the default second.
beforeAll(() => configure({ asyncUtilTimeout: 5000 }));
afterAll(() => configure({ asyncUtilTimeout: 1000 }));

function signedIn(token = 'token-1') {
  sessionStorage.setItem(TOKEN_STORAGE_KEY, token);
  useAuthStore.setState(readStoredTokens());
}

describe('routes', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    useAuthStore.setState(readStoredTokens());
    resetAnswers();
    jest.mocked(checkSession).mockResolvedValue({ userId: 7, role: 'regular', companyId: 3, actingAdminId: null });
    profileMock.mockResolvedValue(aProfile());
  });

  afterEach(async () => {
    await act(() => i18next.changeLanguage('pl'));
  });

  it('sends a visitor without a token to sign in', async () => {
    const { address } = renderRoutes(routes, '/');
    expect(await screen.findByRole('button', { name: 'Zaloguj się' })).toBeInTheDocument();
    expect(address()).toBe('/logowanie');
  });

  it('keeps ?lang=en through that redirect for a visitor who chose English', async () => {
    localStorage.setItem(LANG_STORAGE_KEY, 'en');
    await i18next.changeLanguage('en');
    const { address } = renderRoutes(routes, '/');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(address()).toBe('/logowanie?lang=en');
  });

  it('shows the loading screen, then home, for a signed-in user', async () => {
    signedIn();
    renderRoutes(routes, '/');
    expect(screen.getByRole('status')).toHaveTextContent('Ładowanie...');
    expect(await screen.findByRole('heading', { name: 'Cześć, Anna!' })).toBeInTheDocument();
    expect(screen.getByText('Bierzesz udział w wydarzeniu firmy Zielona Sp. z o.o.')).toBeInTheDocument();
  });

  it('names the panel screen shown in the tab, as the public routes name theirs', async () => {
    signedIn();
    renderRoutes(routes, '/moje-wyniki');
    await waitFor(() => expect(document.title).toBe('Moje wyniki · Leśne Wyzwanie'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Twoje aktywności, kilometry i dyplom w wyzwaniu.');
  });

  it.each(['/logowanie', '/rejestracja?code=x', '/zapomniane-haslo', '/ustaw-haslo?code=x'])(
    'sends a signed-in user from %s to home',
    async (path) => {
      signedIn();
      const { address } = renderRoutes(routes, path);
      expect(await screen.findByRole('heading', { name: 'Cześć, Anna!' })).toBeInTheDocument();
      expect(address()).toBe('/');
    },
  );

  it('sends unknown paths home', async () => {
    signedIn();
    const { address } = renderRoutes(routes, '/nie-ma-takiej-strony');
    expect(await screen.findByRole('heading', { name: 'Cześć, Anna!' })).toBeInTheDocument();
    expect(address()).toBe('/');
  });

  it.each([
    ['/polityka-prywatnosci', 'Polityka prywatności'],
    ['/regulamin', 'Regulamin'],
    ['/usuniecie-konta', 'Usunięcie konta'],
  ])('opens %s to everyone', async (path, title) => {
    renderRoutes(routes, path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each([false, true])('opens the document check to everyone (signed in: %s)', async (signedInToo) => {
    if (signedInToo) signedIn();
    jest.mocked(fetchVerification).mockResolvedValue({
      kind: 'diploma',
      name: 'Jan Kowalski',
      companyName: 'Zielona Firma',
      dateFrom: '2025-06-01',
      dateTo: '2025-06-30',
      km: 120.5,
      trees: 24,
      issuedAt: '2025-07-01T10:00:00.000Z',
      current: true,
    });
    const { address } = renderRoutes(routes, '/weryfikacja/ABCD-EFGH-JKMN');
    expect(await screen.findByRole('heading', { level: 1, name: 'Weryfikacja dokumentu' })).toBeInTheDocument();
    expect(await screen.findByText('Dokument aktualny')).toBeInTheDocument();
    expect(fetchVerification).toHaveBeenCalledWith('ABCD-EFGH-JKMN');
    expect(address()).toBe('/weryfikacja/ABCD-EFGH-JKMN');
  });

  it.each([false, true])('opens an office screen to everyone, without the panel around it (signed in: %s)', async (signedInToo) => {
    if (signedInToo) signedIn();
    jest.mocked(fetchOfficeScreen).mockResolvedValue({
      company: { name: 'Zielona Firma', logoUrl: null },
      event: { status: 'inProgress', dateFrom: '2025-06-01', dateTo: '2025-06-30', eventEndType: 'date', treeLimit: 1000, daysLeft: 3 },
      totals: { treeSum: 24, kmSum: 120.5, participantCount: 3 },
      environment: { co2: 528, paper: 1411.2, forest: 96, oxygen: 3.84 },
      hideRanking: true,
      podium: [],
      topUsers: [],
      topTeams: null,
      invitationUrl: null,
      generatedAt: '2025-06-27T10:00:00.000Z',
    });
    const { address } = renderRoutes(routes, '/ekran/tok-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Zielona Firma' })).toBeInTheDocument();
    expect(fetchOfficeScreen).toHaveBeenCalledWith('tok-1', 'pl', expect.anything());
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(address()).toBe('/ekran/tok-1');
  });

  it('dates the privacy policy in Polish format', async () => {
    renderRoutes(routes, '/polityka-prywatnosci');
    expect(await screen.findByText('Ostatnia aktualizacja: 30.05.2025')).toBeInTheDocument();
    expect(screen.getAllByText(/kontakt@lesnewyzwanie\.pl/).length).toBeGreaterThan(0);
  });

  it('after the session ends, signs in again and returns to the page the user was on', async () => {
    signedIn();
    const { address } = renderRoutes(routes, '/?tab=1');
    await screen.findByRole('heading', { name: 'Cześć, Anna!' });

    act(() => useAuthStore.getState().expire());
    expect(await screen.findByRole('button', { name: 'Zaloguj się' })).toBeInTheDocument();
    expect(address()).toBe('/logowanie');

    jest.mocked(login).mockResolvedValue('token-2');
    await userEvent.type(screen.getByLabelText('E-mail'), 'anna@zielona.pl');
    await userEvent.type(screen.getByLabelText('Hasło'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));

    expect(await screen.findByRole('heading', { name: 'Cześć, Anna!' })).toBeInTheDocument();
    expect(address()).toBe('/?tab=1');
  });

  it('offers to retry when the user cannot be loaded', async () => {
    signedIn();
    profileMock.mockRejectedValueOnce(apiFailure(500));
    renderRoutes(routes, '/');
    expect(await screen.findByRole('alert')).toHaveTextContent('Błąd serwera');
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('heading', { name: 'Cześć, Anna!' })).toBeInTheDocument();
  });
});

describe('layout', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    resetAnswers();
    jest.mocked(checkSession).mockResolvedValue({ userId: 7, role: 'admin', companyId: 3, actingAdminId: 1 });
    jest.mocked(reloadAt).mockReset();
  });

  it("shows a platform admin the links to the screens that exist, the language switcher and logout", async () => {
    signedIn();
    profileMock.mockResolvedValue(aProfile({ role: 'admin', _company: null }));
    renderRoutes(routes, '/');
    const nav = await screen.findByRole('navigation', { name: 'Menu główne' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Strona główna',
      'Lista użytkowników',
      'Zarządzanie wydarzeniami',
      'Kolejki zadań',
    ]);
    expect(within(nav).getByRole('link', { name: 'Kolejki zadań' })).toHaveAttribute('href', '/api/v1/admin/queues/');
    expect(companyMock).not.toHaveBeenCalled();
    expect(screen.getByRole('group', { name: 'Język' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'posadzimy.pl' })).toHaveAttribute('href', 'https://posadzimy.pl');

    await userEvent.click(screen.getByRole('button', { name: 'Wyloguj się' }));
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(reloadAt).toHaveBeenCalledWith('/logowanie');
  });

  it('shows a company admin settings, and teams when the company has them', async () => {
    signedIn();
    profileMock.mockResolvedValue(aProfile({ role: 'companyAdmin' }));
    renderRoutes(routes, '/');
    const nav = await screen.findByRole('navigation', { name: 'Menu główne' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Strona główna',
      'Moje integracje',
      'Moje wyniki',
      'Ustawienia wydarzenia',
      'Zatwierdzanie wpisów',
      'Lista aktywności',
      'Dyplomy',
      'Drużyny',
    ]);
    expect(companyMock).toHaveBeenCalledTimes(1);
  });

  it('badges entry approval with the pending plus flagged entries, live', async () => {
    signedIn();
    profileMock.mockResolvedValue(aProfile({ role: 'companyAdmin' }));
    jest.mocked(fetchReviewCounts).mockResolvedValue({ pending: 2, flagged: 1 });
    renderRoutes(routes, '/');
    const nav = await screen.findByRole('navigation', { name: 'Menu główne' });
    const link = within(nav).getByRole('link', { name: 'Zatwierdzanie wpisów' });
    expect(await within(nav).findByTestId('review-badge')).toHaveTextContent('3');
    expect(link).toHaveAccessibleDescription('3 wpisy do sprawdzenia');

    act(() => emitLive('review:counts', { companyId: 3, pending: 4, flagged: 1 }));
    expect(within(nav).getByTestId('review-badge')).toHaveTextContent('5');
    expect(link).toHaveAccessibleDescription('5 wpisów do sprawdzenia');

    act(() => emitLive('review:counts', { companyId: 3, pending: 0, flagged: 1 }));
    expect(link).toHaveAccessibleDescription('1 wpis do sprawdzenia');

    act(() => emitLive('review:counts', { companyId: 3, pending: 0, flagged: 0 }));
    expect(within(nav).queryByTestId('review-badge')).not.toBeInTheDocument();
    expect(link).not.toHaveAttribute('aria-describedby');
  });

  it('shows a participant my results but no review badge or admin lists', async () => {
    signedIn();
    profileMock.mockResolvedValue(aProfile());
    renderRoutes(routes, '/');
    const nav = await screen.findByRole('navigation', { name: 'Menu główne' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Strona główna', 'Moje integracje', 'Moje wyniki']);
    expect(fetchReviewCounts).not.toHaveBeenCalled();
  });

  it('connects the live socket with the token, again with a new one, and disconnects on logout', async () => {
    signedIn('token-1');
    profileMock.mockResolvedValue(aProfile());
    renderRoutes(routes, '/');
    await screen.findByRole('navigation', { name: 'Menu główne' });
    expect(connectLive).toHaveBeenLastCalledWith('token-1');

    jest.mocked(disconnectLive).mockClear();
    act(() => useAuthStore.getState().signIn('token-2', false));
    expect(disconnectLive).toHaveBeenCalled();
    expect(connectLive).toHaveBeenLastCalledWith('token-2');

    jest.mocked(disconnectLive).mockClear();
    await userEvent.click(await screen.findByRole('button', { name: 'Wyloguj się' }));
    expect(disconnectLive).toHaveBeenCalled();
  });

  it('asks again for the company, the user and the review counts after a (re)connection', async () => {
    signedIn();
    profileMock.mockResolvedValue(aProfile({ role: 'companyAdmin' }));
    renderRoutes(routes, '/');
    await screen.findByRole('navigation', { name: 'Menu główne' });
    await waitFor(() => expect(fetchReviewCounts).toHaveBeenCalledTimes(1));
    const [companies, profiles] = [companyMock.mock.calls.length, profileMock.mock.calls.length];
    act(() => emitLiveConnect());
    await waitFor(() => expect(fetchReviewCounts).toHaveBeenCalledTimes(2));
    expect(companyMock.mock.calls.length).toBe(companies + 1);
    expect(profileMock.mock.calls.length).toBe(profiles + 1);
  });

  it("shows the user's own totals live on my results", async () => {
    signedIn();
    profileMock.mockResolvedValue(aProfile({ kmSum: 10, treeSum: 2 }));
    renderRoutes(routes, '/moje-wyniki');
    await screen.findByRole('heading', { level: 1, name: 'Moje wyniki' });
    const total = () => screen.getByText('Łączny dystans (km)', { selector: 'dt' }).nextElementSibling?.textContent;
    expect(total()).toBe('10');
    act(() => emitLive('user:totals', { userId: 7, kmSum: 12.5, treeSum: 2.5 }));
    expect(total()).toBe('12,5');
    act(() => emitLive('user:totals', { userId: 99, kmSum: 1, treeSum: 1 }));
    expect(total()).toBe('12,5');
  });

  it('takes the company totals from the push without asking again, and asks again once the event closes', async () => {
    signedIn();
    profileMock.mockResolvedValue(aProfile());
    renderRoutes(routes, '/');
    await screen.findByRole('navigation', { name: 'Menu główne' });
    expect(companyMock).toHaveBeenCalledTimes(1);

    companyMock.mockResolvedValue(aCompany({ treeSum: 2000 }));
    act(() => emitLive('totals:changed', { companyId: 3, treeSum: 2000, distanceSum: 10000, activityCount: 400 }));
    await waitFor(() => expect(screen.getByText('Łączna liczba drzew').previousElementSibling).toHaveTextContent('2000'));
    expect(screen.getByText(/^z 10\s000 km przebytych razem$/)).toBeInTheDocument();
    expect(companyMock).toHaveBeenCalledTimes(1);

    companyMock.mockResolvedValue(aCompany({ eventStatus: 'closed' }));
    // The close is not merged with the totals' updates: it shows at once.
    act(() => emitLive('event:closed', { companyId: 3, reason: 'date' }));
    expect(await screen.findByRole('heading', { name: 'Podium' })).toBeInTheDocument();
  });

  it('leaves teams out of the menu when the company has them switched off', async () => {
    signedIn();
    profileMock.mockResolvedValue(aProfile({ role: 'companyAdmin' }));
    companyMock.mockResolvedValue(aCompany({ teams: false }));
    renderRoutes(routes, '/');
    const nav = await screen.findByRole('navigation', { name: 'Menu główne' });
    expect(within(nav).queryByRole('link', { name: 'Drużyny' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Ustawienia wydarzenia' })).toBeInTheDocument();
  });

  it('opens and closes the phone menu', async () => {
    signedIn();
    renderRoutes(routes, '/');
    const menu = await screen.findByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the impersonation banner with the company and a way back', async () => {
    sessionStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, 'admin-token');
    signedIn('company-admin-token');
    profileMock.mockResolvedValue(aProfile({ role: 'companyAdmin' }));
    renderRoutes(routes, '/');

    expect(await screen.findByText('Przeglądasz panel firmy Zielona Sp. z o.o.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Wróć do panelu administratora' }));
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe('admin-token');
    expect(reloadAt).toHaveBeenCalledWith('/zarzadzanie-eventami');
  });

  it('shows no banner without an admin token', async () => {
    signedIn();
    renderRoutes(routes, '/');
    await screen.findByRole('heading', { name: 'Cześć, Anna!' });
    expect(screen.queryByRole('button', { name: 'Wróć do panelu administratora' })).not.toBeInTheDocument();
  });
});

describe('admin screens', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    resetAnswers();
    jest.mocked(checkSession).mockResolvedValue({ userId: 7, role: 'companyAdmin', companyId: 3, actingAdminId: null });
  });

  it.each([
    '/ustawienia-eventu',
    '/zatwierdzenie-wpisow',
    '/lista-aktywnosci',
    '/druzyny',
    '/lista-uzytkownikow',
    '/lista-uzytkownikow/strava',
    '/zarzadzanie-eventami',
    '/dyplomy',
    '/dyplomy/certyfikaty',
  ])(
    'sends a participant from %s home',
    async (path) => {
      signedIn();
      profileMock.mockResolvedValue(aProfile({ role: 'regular' }));
      const { address } = renderRoutes(routes, path);
      expect(await screen.findByRole('heading', { name: 'Cześć, Anna!' })).toBeInTheDocument();
      expect(address()).toBe('/');
    },
  );

  it.each([
    ['/ustawienia-eventu', 'Ustawienia wydarzenia'],
    ['/zatwierdzenie-wpisow', 'Zatwierdzanie wpisów'],
    ['/lista-aktywnosci', 'Lista aktywności'],
    ['/moje-wyniki', 'Moje wyniki'],
    ['/druzyny', 'Drużyny'],
    ['/lista-uzytkownikow', 'Lista użytkowników'],
    ['/dyplomy', 'Dyplomy'],
    ['/dyplomy/certyfikaty', 'Certyfikat'],
  ])('opens %s to a company admin', async (path, title) => {
    signedIn();
    profileMock.mockResolvedValue(aProfile({ role: 'companyAdmin' }));
    const { address } = renderRoutes(routes, path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(address()).toBe(path);
  });

  it('opens my results to a participant', async () => {
    signedIn();
    profileMock.mockResolvedValue(aProfile({ role: 'regular' }));
    const { address } = renderRoutes(routes, '/moje-wyniki');
    expect(await screen.findByRole('heading', { level: 1, name: 'Moje wyniki' })).toBeInTheDocument();
    expect(address()).toBe('/moje-wyniki');
  });

  it('opens my integrations to a participant', async () => {
    signedIn();
    profileMock.mockResolvedValue(aProfile({ role: 'regular' }));
    const { address } = renderRoutes(routes, '/moje-integracje');
    expect(await screen.findByRole('heading', { level: 1, name: 'Moje integracje' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Connect with Strava' })).toBeInTheDocument();
    expect(address()).toBe('/moje-integracje');
  });

  it('sends a company admin from the Strava import log home', async () => {
    signedIn();
    profileMock.mockResolvedValue(aProfile({ role: 'companyAdmin' }));
    const { address } = renderRoutes(routes, '/lista-uzytkownikow/strava');
    expect(await screen.findByRole('heading', { name: 'Cześć, Anna!' })).toBeInTheDocument();
    expect(address()).toBe('/');
  });

  it('opens the Strava import log to a platform admin', async () => {
    signedIn();
    profileMock.mockResolvedValue(aProfile({ role: 'admin', _company: null }));
    renderRoutes(routes, '/lista-uzytkownikow/strava');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dziennik importów Strava' })).toBeInTheDocument();
  });

  it('sends a platform admin without a company from my results home', async () => {
    signedIn();
    profileMock.mockResolvedValue(aProfile({ role: 'admin', _company: null }));
    const { address } = renderRoutes(routes, '/moje-wyniki');
    expect(await screen.findByRole('link', { name: 'Przejdź do zarządzania wydarzeniami' })).toBeInTheDocument();
    expect(address()).toBe('/');
  });

  it('sends a company admin from event management home', async () => {
    signedIn();
    profileMock.mockResolvedValue(aProfile({ role: 'companyAdmin' }));
    const { address } = renderRoutes(routes, '/zarzadzanie-eventami');
    expect(await screen.findByRole('heading', { name: 'Cześć, Anna!' })).toBeInTheDocument();
    expect(address()).toBe('/');
  });

  it('sends a company admin from teams home when the company has no teams', async () => {
    signedIn();
    profileMock.mockResolvedValue(aProfile({ role: 'companyAdmin' }));
    companyMock.mockResolvedValue(aCompany({ teams: false }));
    const { address } = renderRoutes(routes, '/druzyny');
    expect(await screen.findByRole('heading', { name: 'Cześć, Anna!' })).toBeInTheDocument();
    expect(address()).toBe('/');
  });

  it('opens event management to a platform admin', async () => {
    signedIn();
    profileMock.mockResolvedValue(aProfile({ role: 'admin', _company: null }));
    renderRoutes(routes, '/zarzadzanie-eventami');
    expect(await screen.findByRole('heading', { level: 1, name: 'Zarządzanie wydarzeniami' })).toBeInTheDocument();
  });

  it('sends a platform admin without a company from settings to home, which links to event management', async () => {
    signedIn();
    profileMock.mockResolvedValue(aProfile({ role: 'admin', _company: null }));
    const { address } = renderRoutes(routes, '/ustawienia-eventu');
    expect(await screen.findByRole('link', { name: 'Przejdź do zarządzania wydarzeniami' })).toHaveAttribute(
      'href',
      '/zarzadzanie-eventami',
    );
    expect(address()).toBe('/');
  });

  it('says when the company could not be loaded, and retries', async () => {
    signedIn();
    profileMock.mockResolvedValue(aProfile({ role: 'companyAdmin' }));
    companyMock.mockRejectedValueOnce(apiFailure(500));
    renderRoutes(routes, '/ustawienia-eventu');
    expect(await screen.findByRole('heading', { name: 'Nie udało się wczytać danych firmy.' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ustawienia wydarzenia' })).toBeInTheDocument();
  });
});

describe('returnPath', () => {
  it('returns to paths inside the app only', () => {
    expect(returnPath({ from: '/moje-wyniki?x=1' })).toBe('/moje-wyniki?x=1');
    expect(returnPath({ from: '//evil.example' })).toBe('/');
    expect(returnPath({ from: 'https://evil.example' })).toBe('/');
    expect(returnPath(null)).toBe('/');
  });
});
