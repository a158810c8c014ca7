import { act, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { emitLive, emitLiveConnect } from '../../shared/realtime/live-bus';
import { apiFailure } from '../../test/api-error';
import { aProfile } from '../../test/profiles';
import { signedInAs } from '../../test/query-client';
import { anImport, importPage } from '../../test/strava-imports';
import { renderScreen } from '../../test/toasts';
import { fetchStravaImports } from './strava-imports.api';
import { StravaImportsPage } from './StravaImportsPage';

jest.mock('./strava-imports.api');
const importsMock = jest.mocked(fetchStravaImports);

/** As the operators' log gets them: without the counts of the person's Strava activities. */
const IMPORTS = [
  anImport({ id: 3, state: 'waiting', pagesFetched: 4, resumesAt: '2026-06-05T12:30:00.000Z' }),
  anImport({
    id: 2,
    userId: 33,
    userName: 'Olek',
    userEmail: 'olek@las.demo',
    state: 'failed',
    error: 'grantGone',
    finishedAt: '2025-06-20T08:05:00.000Z',
  }),
  anImport({ id: 1, state: 'done', pagesFetched: 2, dateFrom: '2025-05-01' }),
];

function renderLog() {
  signedInAs(aProfile({ id: 1, role: 'admin', _company: null }));
  return renderScreen(<StravaImportsPage />, '/lista-uzytkownikow/strava');
}

const rowOf = (email: string, index = 0) =>
  screen.getAllByText(email, { selector: '.userEmail' })[index].closest('tr') as HTMLElement;
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('StravaImportsPage', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    importsMock.mockResolvedValue(importPage(IMPORTS));
  });

  afterEach(async () => {
    await act(() => i18next.changeLanguage('pl'));
  });

  it('lists every import with its state and pages, 25 a page, and says why the person’s counts are not there', async () => {
    renderLog();
    const table = await screen.findByRole('table', { name: 'Importy ze Stravy' });
    expect(importsMock).toHaveBeenCalledWith({ page: 1, perpage: 25 });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Użytkownik',
      'Od dnia',
      'Zlecono',
      'Stan',
      'Pobrane strony',
    ]);
    expect(cells(rowOf('ewa@zielona.demo'))).toEqual(['Ewaewa@zielona.demo', '01.06.2025', '20.06.2025, 10:00', 'Czeka na limit Stravywznowienie 05.06.2026, 14:30', '4']);
    expect(screen.getByText(/Ile aktywności ktoś zaimportował lub pominął, widzi tylko on sam/)).toBeInTheDocument();
    expect(within(rowOf('olek@las.demo')).getByText('Błąd')).toBeInTheDocument();
    expect(within(rowOf('olek@las.demo')).getByText('Strava nie przyjmuje już dostępu użytkownika: musi ponownie połączyć konto.')).toBeInTheDocument();
    const done = rowOf('ewa@zielona.demo', 1);
    expect(within(done).getByText('Zakończony')).toBeInTheDocument();
    expect(cells(done).at(-1)).toBe('2');
    expect(screen.getByRole('link', { name: 'Wróć do listy użytkowników' })).toHaveAttribute('href', '/lista-uzytkownikow');
  });

  it("follows the 'strava:import' pushes: a known import in place, a new one on top", async () => {
    renderLog();
    await screen.findByRole('table', { name: 'Importy ze Stravy' });
    act(() => emitLive('strava:import', { ...IMPORTS[0], state: 'running', resumesAt: null, pagesFetched: 5 }));
    expect(cells(rowOf('ewa@zielona.demo')).slice(3, 5)).toEqual(['W toku', '5']);
    expect(importsMock).toHaveBeenCalledTimes(1);

    const another = anImport({ id: 4, userId: 34, userName: 'Ula', userEmail: 'ula@zielona.demo', state: 'queued', pagesFetched: 0 });
    importsMock.mockResolvedValue(importPage([another, ...IMPORTS]));
    act(() => emitLive('strava:import', another));
    expect(within(rowOf('ula@zielona.demo')).getByText('W kolejce')).toBeInTheDocument();
    // The pages moved: they are asked for again.
    await waitFor(() => expect(importsMock).toHaveBeenCalledTimes(2));
    expect(screen.getAllByRole('row')[1]).toBe(rowOf('ula@zielona.demo'));
  });

  it('asks again after the socket reconnects, as pushes sent meanwhile are lost', async () => {
    renderLog();
    await screen.findByRole('table', { name: 'Importy ze Stravy' });
    act(() => emitLiveConnect());
    await waitFor(() => expect(importsMock).toHaveBeenCalledTimes(2));
  });

  it('says when the log cannot be loaded', async () => {
    importsMock.mockRejectedValue(apiFailure(500));
    renderLog();
    expect(await screen.findByText('Wystąpił błąd podczas pobierania dziennika importów', { selector: '.Toastify *' })).toBeInTheDocument();
  });

  it('speaks English', async () => {
    await act(() => i18next.changeLanguage('en'));
    renderLog();
    const table = await screen.findByRole('table', { name: 'Strava imports' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'User',
      'From',
      'Requested',
      'State',
      'Pages fetched',
    ]);
    expect(within(rowOf('ewa@zielona.demo')).getByText('Waiting for Strava’s rate limit')).toBeInTheDocument();
    expect(within(rowOf('olek@las.demo')).getByText('Strava no longer accepts the user’s access: they must connect again.')).toBeInTheDocument();
  });
});
