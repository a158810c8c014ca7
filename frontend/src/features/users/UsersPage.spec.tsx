import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { Paged, UserListItem } from '@lesne/contracts';
import { apiFailure } from '../../test/api-error';
import { aUser } from '../../test/companies';
import { aProfile } from '../../test/profiles';
import { signedInAs } from '../../test/query-client';
import { renderScreen } from '../../test/toasts';
import { USER_SEARCH_DEBOUNCE_MS } from './usePagedUsers';
import { deleteUser, fetchUsers } from './users.api';
import { UsersPage } from './UsersPage';

jest.mock('./users.api');
const fetchMock = jest.mocked(fetchUsers);

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

function renderUsers() {
  signedInAs(aProfile({ id: 1, role: 'admin', _company: null }));
  return renderScreen(<UsersPage />, '/lista-uzytkownikow');
}

const row = (email: string) => screen.getByRole('row', { name: new RegExp(email) });

describe('UsersPage', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    fetchMock.mockResolvedValue(page(USERS, 60));
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
    expect(headers.map((cell) => cell.textContent)).toEqual(['Email', 'Imię', 'Nazwa firmy', 'Strava', 'Akcja']);

    expect(within(row('jan@zielona.demo')).getByText('Zielona Firma')).toBeInTheDocument();
    expect(within(row('olek@las.demo')).getByText('-')).toBeInTheDocument();

    expect(within(row('ewa@zielona.demo')).getByRole('link', { name: 'Profil Strava' })).toHaveAttribute(
      'href',
      'https://www.strava.com/athletes/555',
    );
    expect(within(row('ewa@zielona.demo')).getByText('Pełny dostęp')).toBeInTheDocument();
    expect(within(row('olek@las.demo')).getByText('Niepełny dostęp')).toBeInTheDocument();
    expect(within(row('jan@zielona.demo')).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Aktualizuj Strava/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Pokaż:')).toHaveValue('25');
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
  });
});
