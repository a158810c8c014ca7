import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { Paged, UserListItem } from '@lesne/contracts';
import { warsawDay } from '@lesne/domain';
import { emitLive } from '../../shared/realtime/live-bus';
import { apiFailure } from '../../test/api-error';
import { aUser } from '../../test/companies';
import { anIdempotencyKey } from '../../test/idempotency';
import { aProfile } from '../../test/profiles';
import { signedInAs } from '../../test/query-client';
import { anImport, importPage } from '../../test/strava-imports';
import { renderScreen } from '../../test/toasts';
import { fetchPendingDeletions } from '../account/account.api';
import { fetchStravaImports, startStravaImport } from '../strava-imports/strava-imports.api';
import { USER_SEARCH_DEBOUNCE_MS } from './usePagedUsers';
import { deleteUser, fetchUsers } from './users.api';
import { UsersPage } from './UsersPage';

jest.mock('./users.api');
jest.mock('../strava-imports/strava-imports.api');
// the platform admin's card of pending deletions has tests of its own; here it lists none
jest.mock('../account/account.api', () => ({ fetchPendingDeletions: jest.fn() }));
const fetchMock = jest.mocked(fetchUsers);
const importsMock = jest.mocked(fetchStravaImports);
const startImportMock = jest.mocked(startStravaImport);

const page = (items: UserListItem[], itemsTotal = items.length, curPage = 1): Paged<UserListItem> => ({
  items,
  itemsTotal,
  curPage,
  pageTotal: Math.ceil(itemsTotal / 25),
});

const USERS = [
  aUser(),
  aUser({ id: 32, email: 'ewa@zielona.demo', name: 'Ewa', strava: { athleteId: '555', accessType: 'full' } }),
  aUser({ id: 33, email: 'olek@las.demo', name: 'Olek', _company: null, strava: { athleteId: '777', accessType: 'restricted' } }),
];

function renderUsers(role: 'admin' | 'companyAdmin' = 'admin') {
  signedInAs(aProfile({ id: 1, role, _company: role === 'admin' ? null : { id: 3, name: 'Zielona Firma' } }));
  return renderScreen(<UsersPage />, '/lista-uzytkownikow');
}

const row = (email: string) => screen.getByRole('row', { name: new RegExp(email) });

describe('UsersPage', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    fetchMock.mockResolvedValue(page(USERS, 60));
    importsMock.mockResolvedValue(importPage([]));
    jest.mocked(fetchPendingDeletions).mockResolvedValue({ items: [] });
  });

  afterEach(async () => {
    jest.useRealTimers();
    await act(() => i18next.changeLanguage('pl'));
  });

  it('lists email, name, company (or -), Strava and the action, 25 a page', async () => {
    renderUsers();
    await screen.findByText('jan@zielona.demo');
    expect(fetchMock).toHaveBeenCalledWith({ page: 1, perpage: 25, search: undefined, team: false });
    const headers = within(screen.getByRole('table', { name: 'Użytkownicy' })).getAllByRole('columnheader');
    expect(headers.map((cell) => cell.textContent)).toEqual(['Adres e-mail', 'Imię', 'Nazwa firmy', 'Strava', 'Akcja']);

    expect(within(row('jan@zielona.demo')).getByText('Zielona Firma')).toBeInTheDocument();
    expect(within(row('olek@las.demo')).getByText('-')).toBeInTheDocument();

    expect(within(row('ewa@zielona.demo')).getByRole('link', { name: 'Profil Strava' })).toHaveAttribute(
      'href',
      'https://www.strava.com/athletes/555',
    );
    expect(within(row('ewa@zielona.demo')).getByText('Pełny dostęp')).toBeInTheDocument();
    expect(within(row('olek@las.demo')).getByText('Niepełny dostęp')).toBeInTheDocument();
    expect(within(row('jan@zielona.demo')).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Pokaż:')).toHaveValue('25');
  });

  it('shows whoever asked for their account’s deletion as the anonymous user, without an address', async () => {
    fetchMock.mockResolvedValue(page([aUser({ id: 35, email: '', name: '' }), ...USERS]));
    renderUsers('companyAdmin');
    const anonymous = (await screen.findByText('Użytkownik anonimowy')).closest('tr') as HTMLElement;
    expect(within(anonymous).getAllByRole('cell').slice(0, 2).map((cell) => cell.textContent)).toEqual(['', 'Użytkownik anonimowy']);
  });

  it('on a phone, gives each user two lines: the name with the actions, then e-mail, company and Strava', async () => {
    renderUsers();
    await screen.findByText('jan@zielona.demo');
    const ewa = row('ewa@zielona.demo');
    const text = (selector: string) => [...ewa.querySelectorAll(selector)].map((cell) => cell.textContent);
    expect(ewa).toHaveClass('row');
    expect(text('.main')).toEqual(['Ewa']);
    expect(text('.actions')).toEqual(['Aktualizuj Stravausuń']);
    expect(text('.detail')).toEqual(['ewa@zielona.demo', 'Zielona Firma', 'Profil StravaPełny dostęp']);
    // A long address is cut short on screen, never broken mid-word: the whole of it is its title.
    expect(within(ewa).getByText('ewa@zielona.demo')).toHaveAttribute('title', 'ewa@zielona.demo');
  });

  it('searches 500 ms after typing, only from 3 characters, and an empty box resets', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderUsers();
    await screen.findByText('jan@zielona.demo');
    fetchMock.mockClear();

    const search = screen.getByRole('searchbox', { name: 'Szukaj użytkownika' });
    await user.type(search, 'ew');
    await act(async () => jest.advanceTimersByTime(USER_SEARCH_DEBOUNCE_MS));
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(search, 'a');
    await act(async () => jest.advanceTimersByTime(USER_SEARCH_DEBOUNCE_MS - 1));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenLastCalledWith({ page: 1, perpage: 25, search: 'ewa', team: false });

    await user.clear(search);
    await act(async () => jest.advanceTimersByTime(USER_SEARCH_DEBOUNCE_MS));
    expect(fetchMock).toHaveBeenLastCalledWith({ page: 1, perpage: 25, search: undefined, team: false });
  });

  it('pages, and goes back to page 1 with another page size', async () => {
    renderUsers();
    await screen.findByText('jan@zielona.demo');
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(fetchMock).toHaveBeenLastCalledWith({ page: 2, perpage: 25, search: undefined, team: false }));
    await userEvent.selectOptions(screen.getByLabelText('Pokaż:'), '50');
    await waitFor(() => expect(fetchMock).toHaveBeenLastCalledWith({ page: 1, perpage: 50, search: undefined, team: false }));
  });

  it('deletes a user only after the confirmation, then reloads', async () => {
    jest.mocked(deleteUser).mockResolvedValue('ok');
    renderUsers();
    await screen.findByText('jan@zielona.demo');

    await userEvent.click(within(row('ewa@zielona.demo')).getByRole('button', { name: 'usuń' }));
    const dialog = screen.getByRole('dialog', { name: 'Usuń użytkownika ewa@zielona.demo' });
    expect(dialog).toHaveAccessibleDescription('Czy na pewno chcesz użytkownika wraz z wszytskimi aktywnościami?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    expect(deleteUser).not.toHaveBeenCalled();

    fetchMock.mockClear();
    await userEvent.click(within(row('ewa@zielona.demo')).getByRole('button', { name: 'usuń' }));
    await userEvent.click(screen.getByRole('button', { name: 'Usuń' }));
    expect(deleteUser).toHaveBeenCalledWith(32);
    expect(await screen.findByText('Użytkownik usunięty pomyślnie')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("adds the server's message when deleting fails", async () => {
    jest.mocked(deleteUser).mockRejectedValue(apiFailure(403, 'Nie możesz usunąć administratora.'));
    renderUsers();
    await screen.findByText('jan@zielona.demo');
    await userEvent.click(within(row('jan@zielona.demo')).getByRole('button', { name: 'usuń' }));
    await userEvent.click(screen.getByRole('button', { name: 'Usuń' }));
    expect(
      await screen.findByText('Wystąpił błąd podczas usuwania użytkownika. Nie możesz usunąć administratora.'),
    ).toBeInTheDocument();
  });

  it('says when the users cannot be fetched', async () => {
    fetchMock.mockRejectedValue(apiFailure(500));
    renderUsers();
    expect(await screen.findByText('Wystąpił błąd podczas pobierania użytkowników', { selector: '.Toastify *' })).toBeInTheDocument();
  });

  it('offers no delete button on the signed-in user’s own row', async () => {
    fetchMock.mockResolvedValue(page([aUser({ id: 1, email: 'admin@lesne.demo' })]));
    renderUsers();
    await screen.findByText('admin@lesne.demo');
    expect(within(row('admin@lesne.demo')).queryByRole('button')).not.toBeInTheDocument();
  });

  describe('Strava update', () => {
    const today = () => warsawDay(new Date());

    it('is offered to the platform admin for connected users only', async () => {
      renderUsers();
      await screen.findByText('jan@zielona.demo');
      expect(within(row('ewa@zielona.demo')).getByRole('button', { name: 'Aktualizuj Strava' })).toBeInTheDocument();
      expect(within(row('olek@las.demo')).getByRole('button', { name: 'Aktualizuj Strava' })).toBeInTheDocument();
      expect(within(row('jan@zielona.demo')).queryByRole('button', { name: 'Aktualizuj Strava' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Dziennik importów Strava' })).toHaveAttribute('href', '/lista-uzytkownikow/strava');
    });

    it('is not offered to a company admin, who sees no imports either', async () => {
      renderUsers('companyAdmin');
      await screen.findByText('jan@zielona.demo');
      expect(screen.queryByRole('button', { name: 'Aktualizuj Strava' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Dziennik importów Strava' })).not.toBeInTheDocument();
      expect(importsMock).not.toHaveBeenCalled();
    });

    it('asks from which day, sends it as YYYY-MM-DD with an Idempotency-Key, and says the import was initiated', async () => {
      const started = anImport({ id: 9, userId: 32, state: 'queued', pagesFetched: 0, imported: 0 });
      startImportMock.mockImplementation(async () => {
        // The log holds it from now on.
        importsMock.mockResolvedValue(importPage([started]));
        return started;
      });
      renderUsers();
      await screen.findByText('jan@zielona.demo');
      await userEvent.click(within(row('ewa@zielona.demo')).getByRole('button', { name: 'Aktualizuj Strava' }));

      const dialog = screen.getByRole('dialog', { name: 'Aktualizacja Stravy' });
      const fact = (term: string) => within(dialog).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
      expect(fact('Imię')).toBe('Ewa');
      expect(fact('Adres e-mail')).toBe('ewa@zielona.demo');
      expect(fact('Nazwa firmy')).toBe('Zielona Firma');
      const day = within(dialog).getByLabelText('Data od której pobrać aktywności');
      expect(day).toHaveValue(today().split('-').reverse().join('.'));
      expect(day).toHaveAccessibleDescription(`Pobierzemy aktywności od ${today().split('-').reverse().join('.')} do dziś.`);

      fireEvent.change(day, { target: { value: '2025-06-01' } });
      expect(day).toHaveAccessibleDescription('Pobierzemy aktywności od 01.06.2025 do dziś.');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Aktualizuj' }));

      expect(startImportMock).toHaveBeenCalledTimes(1);
      expect(startImportMock).toHaveBeenCalledWith({ user_id: 32, date_from: '2025-06-01' }, anIdempotencyKey);
      expect(await within(dialog).findByText('Import został zainicjowany')).toBeInTheDocument();
      expect(
        within(dialog).getByText('Pobieranie aktywności ze Stravy może potrwać kilka minut. Wyniki pojawią się w dzienniku importów.'),
      ).toBeInTheDocument();
      expect(within(dialog).getByRole('link', { name: 'Otwórz dziennik importów' })).toHaveAttribute('href', '/lista-uzytkownikow/strava');

      // 'Zamknij' under the notice, before the dialog's own × (named the same).
      await userEvent.click(within(dialog).getAllByRole('button', { name: 'Zamknij' })[0]);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      // The row follows the import from its start.
      expect(within(row('ewa@zielona.demo')).getByText('W kolejce')).toBeInTheDocument();
    });

    it('refuses a day after today and keeps the form when the server refuses', async () => {
      startImportMock.mockRejectedValue(apiFailure(409, 'Import tego użytkownika już trwa.'));
      renderUsers();
      await screen.findByText('jan@zielona.demo');
      await userEvent.click(within(row('olek@las.demo')).getByRole('button', { name: 'Aktualizuj Strava' }));
      const dialog = screen.getByRole('dialog', { name: 'Aktualizacja Stravy' });
      const day = within(dialog).getByLabelText('Data od której pobrać aktywności');
      fireEvent.change(day, { target: { value: '2999-01-01' } });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Aktualizuj' }));
      expect(day).toHaveAccessibleDescription(expect.stringContaining('Data nie może być późniejsza niż dzisiejsza.'));
      expect(startImportMock).not.toHaveBeenCalled();

      fireEvent.change(day, { target: { value: '2025-06-01' } });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Aktualizuj' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Import tego użytkownika już trwa.');
      expect(within(dialog).getByRole('button', { name: 'Aktualizuj' })).toBeInTheDocument();
    });

    it("shows a row's running import and follows it as 'strava:import' pushes come", async () => {
      importsMock.mockResolvedValue(
        importPage([anImport({ id: 5 }), anImport({ id: 4, userId: 33, userName: 'Olek', state: 'done' })]),
      );
      renderUsers();
      await screen.findByText('jan@zielona.demo');
      const ewa = () => within(row('ewa@zielona.demo'));
      expect(await ewa().findByText('W toku')).toBeInTheDocument();
      expect(ewa().getByText('Pobrane strony: 1')).toBeInTheDocument();
      // An import that ended before this page opened is the log's, not the row's.
      expect(within(row('olek@las.demo')).queryByText('Zakończony')).not.toBeInTheDocument();

      act(() => emitLive('strava:import', anImport({ id: 5, pagesFetched: 2 })));
      expect(ewa().getByText('Pobrane strony: 2')).toBeInTheDocument();

      act(() => emitLive('strava:import', anImport({ id: 5, state: 'waiting', resumesAt: '2025-06-20T08:15:00.000Z', pagesFetched: 2 })));
      expect(ewa().getByText('Czeka na limit Stravy')).toBeInTheDocument();
      expect(ewa().getByText('wznowienie 20.06.2025, 10:15')).toBeInTheDocument();

      act(() => emitLive('strava:import', anImport({ id: 5, state: 'done', pagesFetched: 3 })));
      expect(ewa().getByText('Zakończony')).toBeInTheDocument();
      expect(ewa().getByText('Pobrane strony: 3')).toBeInTheDocument();
    });
  });

  it('speaks English', async () => {
    renderUsers();
    await screen.findByText('jan@zielona.demo');
    await act(() => i18next.changeLanguage('en'));
    const headers = within(screen.getByRole('table', { name: 'Users' })).getAllByRole('columnheader');
    expect(headers.map((cell) => cell.textContent)).toEqual(['Email', 'Name', 'Company name', 'Strava', 'Action']);
    expect(within(row('ewa@zielona.demo')).getByText('Full access')).toBeInTheDocument();
    expect(within(row('olek@las.demo')).getByText('Restricted access')).toBeInTheDocument();
    await userEvent.click(within(row('ewa@zielona.demo')).getByRole('button', { name: 'delete' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription('Are you sure you want to delete the user with all their activities?');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(row('ewa@zielona.demo')).getByRole('button', { name: 'Update Strava' }));
    const update = screen.getByRole('dialog', { name: 'Strava update' });
    expect(within(update).getByLabelText('Date to fetch activities from')).toBeInTheDocument();
    expect(within(update).getByRole('button', { name: 'Update' })).toBeInTheDocument();
  });
});
