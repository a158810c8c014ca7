import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { StrictMode } from 'react';
import type { StravaStatusResponse } from '@lesne/contracts';
import { apiFailure } from '../../test/api-error';
import { aCompany } from '../../test/companies';
import { aProfile } from '../../test/profiles';
import { signedInAs } from '../../test/query-client';
import { renderScreen } from '../../test/toasts';
import { deleteStravaConnection, exchangeStravaCode, fetchStravaStatus } from './integrations.api';
import { IntegrationsPage } from './IntegrationsPage';

jest.mock('./integrations.api');
const statusMock = jest.mocked(fetchStravaStatus);
const exchangeMock = jest.mocked(exchangeStravaCode);
const deleteMock = jest.mocked(deleteStravaConnection);

const AUTHORIZE_URL =
  'https://www.strava.com/oauth/authorize?client_id=4321&redirect_uri=http%3A%2F%2Flocalhost%2Fmoje-integracje&response_type=code&scope=read%2Cactivity%3Aread_all&approval_prompt=force';
const STATE_KEY = 'lesne_wyzwanie_strava_state';

const status = (connection: StravaStatusResponse['connection'] = null): StravaStatusResponse => ({ authorizeUrl: AUTHORIZE_URL, connection });
const connected = (accessType: 'full' | 'restricted') => status({ athleteId: '555', accessType, connectedAt: '2025-06-03T10:00:00.000Z' });

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

/** jsdom cannot leave the page: a click on a link to Strava stops before navigating. */
const stayOnPage = (event: MouseEvent) => event.preventDefault();

describe('IntegrationsPage', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    sessionStorage.clear();
    statusMock.mockResolvedValue(status());
    window.addEventListener('click', stayOnPage);
  });

  afterEach(async () => {
    window.removeEventListener('click', stayOnPage);
    await act(() => i18next.changeLanguage('pl'));
  });

  it("sends the user to Strava's authorize page with a state it remembers for the return", async () => {
    renderPage();
    const connect = await screen.findByRole('link', { name: 'Połącz ze Stravą' });
    const target = new URL(connect.getAttribute('href') ?? '');
    const state = target.searchParams.get('state');
    expect(state).toMatch(/^[\w-]{22}$/);
    target.searchParams.delete('state');
    expect(target.toString()).toBe(AUTHORIZE_URL);
    expect(sessionStorage.getItem(STATE_KEY)).toBeNull();

    await userEvent.click(connect);
    expect(sessionStorage.getItem(STATE_KEY)).toBe(state);
    expect(screen.getByText('Twoje konto nie jest połączone ze Stravą.')).toBeInTheDocument();
  });

  it('posts the code once, clears it from the address, and warns when the activity consent was unticked', async () => {
    sessionStorage.setItem(STATE_KEY, 'st4te');
    exchangeMock.mockResolvedValue({ athleteId: '555', accessType: 'restricted' });
    statusMock.mockResolvedValue(connected('restricted'));
    const { address, unmount } = renderPage('/moje-integracje?state=st4te&code=c0de&scope=read');

    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('Strava nie udostępnia nam wszystkich Twoich aktywności');
    expect(warning).toHaveTextContent(
      'Usuń połączenie i połącz się ze Stravą ponownie, tym razem nie odznaczając zgody na odczyt aktywności.',
    );
    expect(exchangeMock).toHaveBeenCalledTimes(1);
    expect(exchangeMock).toHaveBeenCalledWith({ code: 'c0de', scope: 'read' });
    // The connection is asked for once the code was traded, so it is never read before.
    expect(statusMock).toHaveBeenCalledTimes(1);
    expect(statusMock.mock.invocationCallOrder[0]).toBeGreaterThan(exchangeMock.mock.invocationCallOrder[0]);
    expect(address()).toBe('/moje-integracje');
    expect(sessionStorage.getItem(STATE_KEY)).toBeNull();
    expect(screen.getByText('Połączono ze Stravą')).toBeInTheDocument();
    expect(screen.getByText('Niepełny dostęp')).toBeInTheDocument();

    // A reload opens the cleared address: nothing is posted again.
    unmount();
    renderPage(address());
    expect(await screen.findByText('Niepełny dostęp')).toBeInTheDocument();
    expect(exchangeMock).toHaveBeenCalledTimes(1);
  });

  it('confirms a full connection without a warning', async () => {
    sessionStorage.setItem(STATE_KEY, 'st4te');
    exchangeMock.mockResolvedValue({ athleteId: '555', accessType: 'full' });
    statusMock.mockResolvedValue(connected('full'));
    renderPage('/moje-integracje?state=st4te&code=c0de&scope=read,activity:read_all');
    expect(await screen.findByText('Połączono ze Stravą. Twoje aktywności będą dodawane automatycznie.')).toBeInTheDocument();
    expect(exchangeMock).toHaveBeenCalledWith({ code: 'c0de', scope: 'read,activity:read_all' });
    expect(await screen.findByText('Pełny dostęp')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says clearly when access was denied on Strava, and offers to connect again', async () => {
    sessionStorage.setItem(STATE_KEY, 'st4te');
    const { address } = renderPage('/moje-integracje?state=st4te&error=access_denied');
    expect(await screen.findByRole('alert')).toHaveTextContent('Na stronie Stravy nie udzielono dostępu.');
    expect(address()).toBe('/moje-integracje');
    expect(exchangeMock).not.toHaveBeenCalled();
    expect(await screen.findByRole('link', { name: 'Połącz ze Stravą' })).toBeInTheDocument();
  });

  it('posts nothing for a return this tab did not start', async () => {
    sessionStorage.setItem(STATE_KEY, 'mine');
    const { address } = renderPage('/moje-integracje?state=someone-elses&code=c0de&scope=read');
    expect(await screen.findByRole('alert')).toHaveTextContent('To połączenie nie zostało rozpoczęte w tej karcie przeglądarki');
    expect(address()).toBe('/moje-integracje');
    expect(exchangeMock).not.toHaveBeenCalled();
  });

  it("shows the server's reason when the code is refused", async () => {
    sessionStorage.setItem(STATE_KEY, 'st4te');
    exchangeMock.mockRejectedValue(apiFailure(400, 'Kod autoryzacji Stravy jest nieważny.'));
    renderPage('/moje-integracje?state=st4te&code=used&scope=read');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nie udało się połączyć ze Stravą.');
    expect(alert).toHaveTextContent('Kod autoryzacji Stravy jest nieważny.');
    expect(await screen.findByRole('link', { name: 'Połącz ze Stravą' })).toBeInTheDocument();
  });

  it('shows the connection with a link to the athlete on Strava, and removes it only after asking', async () => {
    statusMock.mockResolvedValue(connected('full'));
    deleteMock.mockResolvedValue('ok');
    renderPage();
    expect(await screen.findByText('Połączono ze Stravą')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zobacz na Stravie' })).toHaveAttribute('href', 'https://www.strava.com/athletes/555');
    expect(screen.getByText('03.06.2025')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Usuń połączenie' }));
    const dialog = screen.getByRole('dialog', { name: 'Usunąć połączenie ze Stravą?' });
    expect(dialog).toHaveAccessibleDescription('Nowe aktywności ze Stravy nie będą już dodawane. Wyniki, które już się liczą, zostaną.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    expect(deleteMock).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Usuń połączenie' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Usuń połączenie' }));
    expect(deleteMock).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Połączenie ze Stravą zostało usunięte.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Połącz ze Stravą' })).toBeInTheDocument();
  });

  it("keeps the connection and says why when removing it fails", async () => {
    statusMock.mockResolvedValue(connected('full'));
    deleteMock.mockRejectedValue(apiFailure(500));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Usuń połączenie' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Usuń połączenie' }));
    expect(await screen.findByText('Nie udało się usunąć połączenia ze Stravą. Błąd serwera')).toBeInTheDocument();
    expect(screen.getByText('Połączono ze Stravą')).toBeInTheDocument();
  });

  it('links to manual entry on my results', async () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Przejdź do moich wyników' })).toHaveAttribute('href', '/moje-wyniki');
    await waitFor(() => expect(statusMock).toHaveBeenCalled());
  });

  it('speaks English', async () => {
    await act(() => i18next.changeLanguage('en'));
    statusMock.mockResolvedValue(connected('restricted'));
    renderPage();
    expect(await screen.findByText('Connected to Strava')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View on Strava' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('without unticking the consent to read your activities');
    expect(screen.getByRole('link', { name: 'Go to my results' })).toHaveAttribute('href', '/moje-wyniki?lang=en');
  });
});
