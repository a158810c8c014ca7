import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { STRAVA_CONSENT_VERSION, type StravaConsent, type StravaNotCountedResponse, type StravaStatusResponse } from '@lesne/contracts';
import { emitLive } from '../../shared/realtime/live-bus';
import { apiFailure } from '../../test/api-error';
import { aCompany } from '../../test/companies';
import { aProfile } from '../../test/profiles';
import { signedInAs } from '../../test/query-client';
import { renderScreen } from '../../test/toasts';
import {
  changeStravaConsent, deleteStravaConnection, exchangeStravaCode, fetchStravaNotCounted, fetchStravaStatus, requestStravaResync,
} from './integrations.api';
import { IntegrationsPage } from './IntegrationsPage';
import { goToStrava } from './strava-authorization';

jest.mock('./integrations.api');
// jsdom cannot leave the page
jest.mock('./strava-authorization', () => ({ ...jest.requireActual('./strava-authorization'), goToStrava: jest.fn() }));
const goToStravaMock = jest.mocked(goToStrava);
const statusMock = jest.mocked(fetchStravaStatus);
const exchangeMock = jest.mocked(exchangeStravaCode);
const deleteMock = jest.mocked(deleteStravaConnection);
const consentMock = jest.mocked(changeStravaConsent);
const notCountedMock = jest.mocked(fetchStravaNotCounted);
const resyncMock = jest.mocked(requestStravaResync);

const AUTHORIZE_URL =
  'https://www.strava.com/oauth/authorize?client_id=4321&redirect_uri=http%3A%2F%2Flocalhost%2Fmoje-integracje&response_type=code&scope=read%2Cactivity%3Aread_all&approval_prompt=force';
const STATE_KEY = 'lesne_wyzwanie_strava_state';
const KEEP: StravaConsent = { version: STRAVA_CONSENT_VERSION, onDisconnect: 'keepAnonymous' };
const OPEN: StravaStatusResponse['connect'] = { blocked: null, places: { taken: 3, limit: 10 } };

const status = (
  connection: StravaStatusResponse['connection'] = null,
  connect: StravaStatusResponse['connect'] = OPEN,
  revokedAt: string | null = null,
): StravaStatusResponse => ({ authorizeUrl: AUTHORIZE_URL, connect, connection, revokedAt });
const connected = (accessType: 'full' | 'restricted', consent: StravaConsent | null = KEEP) =>
  status({ athleteId: '555', accessType, connectedAt: '2025-06-03T10:00:00.000Z', consent });
const NOTHING_LEFT_OUT: StravaNotCountedResponse = { notCounted: [], held: [], resyncAvailableAt: null };

/** In strict mode, as the app runs in development: effects run twice, and the code must still go once. */
function renderPage(address = '/moje-integracje') {
  signedInAs(aProfile(), aCompany());
  return renderScreen(
    <StrictMode>
      <IntegrationsPage />
    </StrictMode>,
    address,
  );
}

describe('IntegrationsPage', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    sessionStorage.clear();
    statusMock.mockResolvedValue(status());
    notCountedMock.mockResolvedValue(NOTHING_LEFT_OUT);
  });

  afterEach(async () => {
    await act(() => i18next.changeLanguage('pl'));
  });

  it('says what connecting means and asks what a disconnect does before it sends the user to Strava with a state it remembers', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Zanim połączysz Stravę' })).toBeInTheDocument();
    expect(screen.getByText(/Kilometry, rodzaje i godziny Twoich aktywności ze Stravy widzisz tylko Ty/)).toBeInTheDocument();
    expect(screen.getByText(/Nie pobieramy tytułów, opisów, map, zdjęć ani tętna/)).toBeInTheDocument();
    // named by the words it shows (as Strava issues them, in English), so a voice user can say them
    const connect = screen.getByRole('button', { name: 'Connect with Strava' });
    expect(connect).toHaveAttribute('lang', 'en');

    // nothing chosen yet: the button says so and goes nowhere
    await userEvent.click(connect);
    expect(goToStravaMock).not.toHaveBeenCalled();
    expect(screen.getByText('Wybierz, co ma się stać z wynikami, aby połączyć Stravę.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: /Znikną z wyników/ }));
    await userEvent.click(connect);
    const target = new URL(goToStravaMock.mock.calls[0][0]);
    const state = target.searchParams.get('state');
    expect(state).toMatch(/^[\w-]{22}$/);
    target.searchParams.delete('state');
    expect(target.toString()).toBe(AUTHORIZE_URL);
    expect(JSON.parse(sessionStorage.getItem(STATE_KEY)!)).toEqual({ state, consent: { version: STRAVA_CONSENT_VERSION, onDisconnect: 'remove' } });
  });

  it('says why nobody can connect now instead of offering a button Strava would refuse', async () => {
    statusMock.mockResolvedValue(status(null, { blocked: 'athleteCap', places: { taken: 10, limit: 10 } }));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('ma już komplet połączonych osób (10 z 10)');
    expect(screen.queryByRole('button', { name: 'Connect with Strava' })).not.toBeInTheDocument();
  });

  it('tells a user whom Strava disconnected why, and offers to connect again', async () => {
    statusMock.mockResolvedValue(status(null, OPEN, '2025-06-12T09:30:00.000Z'));
    renderPage();
    expect(await screen.findByText('Strava zakończyła połączenie')).toBeInTheDocument();
    expect(screen.getByText(/cofnięto 12\.06\.2025/)).toBeInTheDocument();
    expect(screen.queryByText('Twoje konto nie jest połączone ze Stravą.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Zostaną jako anonimowe drzewa/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Connect with Strava' }));
    expect(goToStravaMock).toHaveBeenCalledTimes(1);
  });

  it('says what is happening from the return until the connection shows, with no bare loading in between', async () => {
    sessionStorage.setItem(STATE_KEY, JSON.stringify({ state: 'st4te', consent: KEEP }));
    let traded!: (answer: { athleteId: string; accessType: 'full' }) => void;
    exchangeMock.mockReturnValue(new Promise((resolve) => (traded = resolve)));
    let answered!: (answer: StravaStatusResponse) => void;
    statusMock.mockReturnValue(new Promise((resolve) => (answered = resolve)));
    renderPage('/moje-integracje?state=st4te&code=c0de&scope=read,activity:read_all');

    expect(await screen.findByText('Strava zatwierdziła dostęp. Łączymy Twoje konto z wydarzeniem…')).toBeInTheDocument();
    await act(async () => traded({ athleteId: '555', accessType: 'full' }));
    await waitFor(() => expect(statusMock).toHaveBeenCalled());
    expect(screen.getByText('Strava zatwierdziła dostęp. Łączymy Twoje konto z wydarzeniem…')).toBeInTheDocument();
    expect(screen.queryByText('Ładowanie...')).not.toBeInTheDocument();
    await act(async () => answered(connected('full')));
    expect(await screen.findByText('Pełny dostęp')).toBeInTheDocument();
    expect(screen.queryByText('Strava zatwierdziła dostęp. Łączymy Twoje konto z wydarzeniem…')).not.toBeInTheDocument();
  });

  it('posts the code once with the consent given, clears it from the address, and warns when Only You activities were not granted', async () => {
    sessionStorage.setItem(STATE_KEY, JSON.stringify({ state: 'st4te', consent: KEEP }));
    exchangeMock.mockResolvedValue({ athleteId: '555', accessType: 'restricted' });
    statusMock.mockResolvedValue(connected('restricted'));
    const { address, unmount } = renderPage('/moje-integracje?state=st4te&code=c0de&scope=read,activity:read');

    expect(await screen.findByText('Strava nie udostępnia nam wszystkich Twoich aktywności')).toBeInTheDocument();
    expect(exchangeMock).toHaveBeenCalledTimes(1);
    expect(exchangeMock).toHaveBeenCalledWith({ code: 'c0de', scope: 'read,activity:read', consent: KEEP });
    // The connection is asked for once the code was traded, so it is never read before.
    expect(statusMock.mock.invocationCallOrder[0]).toBeGreaterThan(exchangeMock.mock.invocationCallOrder[0]);
    expect(address()).toBe('/moje-integracje');
    expect(sessionStorage.getItem(STATE_KEY)).toBeNull();
    expect(screen.getByText('Połączono ze Stravą')).toBeInTheDocument();

    // A reload opens the cleared address: nothing is posted again.
    unmount();
    renderPage(address());
    expect(await screen.findByText('Niepełny dostęp')).toBeInTheDocument();
    expect(exchangeMock).toHaveBeenCalledTimes(1);
  });

  it('says clearly when access was denied on Strava, and posts nothing for a return this tab did not start', async () => {
    sessionStorage.setItem(STATE_KEY, JSON.stringify({ state: 'mine', consent: KEEP }));
    const { address } = renderPage('/moje-integracje?state=mine&error=access_denied');
    expect(await screen.findByRole('alert')).toHaveTextContent('Na stronie Stravy nie udzielono dostępu.');
    expect(address()).toBe('/moje-integracje');

    sessionStorage.setItem(STATE_KEY, JSON.stringify({ state: 'mine', consent: KEEP }));
    renderPage('/moje-integracje?state=someone-elses&code=c0de&scope=read');
    expect(await screen.findByText(/To połączenie nie zostało rozpoczęte w tej karcie przeglądarki/)).toBeInTheDocument();
    expect(exchangeMock).not.toHaveBeenCalled();
  });

  it("shows the server's reason when the code is refused", async () => {
    sessionStorage.setItem(STATE_KEY, JSON.stringify({ state: 'st4te', consent: KEEP }));
    exchangeMock.mockRejectedValue(apiFailure(400, 'Kod ze Stravy wygasł lub został już użyty.'));
    renderPage('/moje-integracje?state=st4te&code=used&scope=read');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nie udało się połączyć ze Stravą.');
    expect(alert).toHaveTextContent('Kod ze Stravy wygasł lub został już użyty.');
  });

  it('tells what a disconnect will do, lets the user choose again, and disconnects only after asking', async () => {
    statusMock.mockResolvedValue(connected('full'));
    consentMock.mockResolvedValue('Zapisaliśmy Twój wybór.');
    deleteMock.mockResolvedValue('Połączenie ze Stravą zostało usunięte.');
    renderPage();
    expect(await screen.findByText(/Po odłączeniu: zostaną jako anonimowe drzewa\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zobacz profil w Strava' })).toHaveAttribute('href', 'https://www.strava.com/athletes/555');

    await userEvent.click(screen.getByRole('button', { name: 'Zmień' }));
    await userEvent.click(screen.getByRole('radio', { name: /Znikną z wyników/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz wybór' }));
    expect(consentMock).toHaveBeenCalledWith({ version: STRAVA_CONSENT_VERSION, onDisconnect: 'remove' });
    expect(await screen.findByText(/Po odłączeniu: znikną z wyników\./)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Odłącz Stravę' }));
    const dialog = screen.getByRole('dialog', { name: 'Odłączyć Stravę?' });
    expect(dialog).toHaveAccessibleDescription(/Twoje wyniki ze Stravy znikną, a drzewa z nich przestaną się liczyć\./);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    expect(deleteMock).not.toHaveBeenCalled();

    statusMock.mockResolvedValue(status());
    await userEvent.click(screen.getByRole('button', { name: 'Odłącz Stravę' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Odłącz' }));
    expect(deleteMock).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Połączenie ze Stravą zostało usunięte.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Connect with Strava' })).toBeInTheDocument();
  });

  it('keeps the connection and says why when disconnecting fails', async () => {
    statusMock.mockResolvedValue(connected('full'));
    deleteMock.mockRejectedValue(apiFailure(500));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Odłącz Stravę' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Odłącz' }));
    expect(await screen.findByText('Nie udało się odłączyć Stravy. Błąd serwera')).toBeInTheDocument();
    expect(screen.getByText('Połączono ze Stravą')).toBeInTheDocument();
  });

  it("answers 'why didn't my activity count' with each activity's reason and link, and re-syncs once an hour", async () => {
    statusMock.mockResolvedValue(connected('full'));
    notCountedMock.mockResolvedValue({
      notCounted: [{ stravaActivityId: '9001', startTime: '2025-06-04T06:00:00.000Z', sportType: 'Yoga', distance: 0, reason: 'noDistance' }],
      held: [{ activityId: 5, stravaActivityId: '9002', startTime: '2025-06-05T06:00:00.000Z', distance: 80, typeKey: 'ride', reason: 'awaitingApproval' }],
      resyncAvailableAt: null,
    });
    resyncMock.mockResolvedValue({ message: 'Sprawdzamy Twoje aktywności w Stravie.', import: {} as never });
    renderPage();
    const held = await screen.findByRole('region', { name: 'Czekają na administratora firmy' });
    expect(held).toHaveTextContent('05.06.2025 · Jazda na rowerze · 80 km');
    expect(held).toHaveTextContent('Wpisano ją w Stravie ręcznie, a Twoja firma zatwierdza takie wyniki.');
    expect(within(held).getByRole('link', { name: /Zobacz w Strava/ })).toHaveAttribute('href', 'https://www.strava.com/activities/9002');
    expect(screen.getByRole('region', { name: 'Nie liczą się' })).toHaveTextContent('Nie ma kilometrów (na przykład joga albo siłownia).');

    notCountedMock.mockResolvedValue({ notCounted: [], held: [], resyncAvailableAt: '2025-06-05T09:30:00.000Z' });
    await userEvent.click(screen.getByRole('button', { name: 'Sprawdź ponownie w Stravie' }));
    expect(resyncMock).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Ponownie sprawdzić możesz o 11:30.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sprawdź ponownie w Stravie' })).toBeDisabled();

    notCountedMock.mockResolvedValue(NOTHING_LEFT_OUT);
    act(() => emitLive('strava:import', { state: 'done' } as never));
    expect(await screen.findByText('Wszystkie Twoje aktywności ze Stravy z dni wydarzenia się liczą.')).toBeInTheDocument();
  });

  it('links to manual entry on my results', async () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Przejdź do moich wyników' })).toHaveAttribute('href', '/moje-wyniki');
    await waitFor(() => expect(statusMock).toHaveBeenCalled());
  });

  it('speaks English', async () => {
    await act(() => i18next.changeLanguage('en'));
    statusMock.mockResolvedValue(connected('restricted', null));
    renderPage();
    expect(await screen.findByText('Connected to Strava')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View profile on Strava' })).toBeInTheDocument();
    expect(screen.getByText(/You connected before we asked/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my results' })).toHaveAttribute('href', '/moje-wyniki?lang=en');
  });
});
