import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { Emoji, TeamItem, UserListItem } from '@lesne/contracts';
import { apiFailure } from '../../test/api-error';
import { aTeam, aUser } from '../../test/companies';
import { renderScreen } from '../../test/toasts';
import { fetchUsers } from '../users/users.api';
import { moveMember, teamNameProblem } from './team-rules';
import { assignTeam, createTeam, deleteTeam, fetchEmoji, fetchTeams, updateTeam } from './teams.api';
import { TeamsPage } from './TeamsPage';
import { anIdempotencyKey } from '../../test/idempotency';

jest.mock('./teams.api');
jest.mock('../users/users.api');

const EMOJI: Emoji[] = [
  { id: 1, emoji: '🌲', name: 'choinka' },
  { id: 2, emoji: '🦊', name: 'lis' },
];
const TEAMS: TeamItem[] = [
  aTeam({ id: 1, name: 'Dęby', qty: 2, emoji_id: 1, _emoji: { emoji: '🌲' } }),
  aTeam({ id: 2, name: 'Sosny', qty: 1 }),
];
const USERS: UserListItem[] = [aUser(), aUser({ id: 32, email: 'ewa@zielona.demo', name: 'Ewa', team: { id: 1, name: 'Dęby' } })];

const renderTeams = () => renderScreen(<TeamsPage />, '/druzyny');
/** The first table on the page (its name follows the language). */
const teamsTable = () => screen.getAllByRole('table')[0];
const teamRow = (name: string) => within(teamsTable()).getByRole('row', { name: new RegExp(name) });
const members = (name: string) => within(teamRow(name)).getAllByRole('cell')[0].textContent;
const teamSelect = (email: string) => screen.getByRole('combobox', { name: `Drużyna użytkownika ${email}` });

async function openAddDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Dodaj drużynę' }));
  return screen.getByRole('dialog', { name: 'Dodaj drużynę' });
}

describe('team rules', () => {
  it('needs a name of at least 2 characters after trimming', () => {
    expect(teamNameProblem(' A ')).toEqual({ key: 'teams:form.nameTooShort' });
    expect(teamNameProblem('Ab')).toBeUndefined();
  });

  it('moves a member: one fewer in the old team, one more in the new, none for "no team"', () => {
    expect(moveMember(TEAMS, 1, 2).map((team) => team.qty)).toEqual([1, 2]);
    expect(moveMember(TEAMS, null, 2).map((team) => team.qty)).toEqual([2, 2]);
    expect(moveMember(TEAMS, 2, null).map((team) => team.qty)).toEqual([2, 0]);
    expect(moveMember(TEAMS, 1, 1)).toBe(TEAMS);
  });
});

describe('TeamsPage', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    jest.mocked(fetchTeams).mockResolvedValue(TEAMS);
    jest.mocked(fetchEmoji).mockResolvedValue(EMOJI);
    jest.mocked(fetchUsers).mockResolvedValue({ items: USERS, itemsTotal: 2, pageTotal: 1, curPage: 1 });
  });

  afterEach(async () => {
    await act(() => i18next.changeLanguage('pl'));
  });

  it('shows a company without teams what teams are for, and opens the form from there', async () => {
    jest.mocked(fetchTeams).mockResolvedValue([]);
    renderTeams();
    expect(await screen.findByText('Nie ma jeszcze żadnej drużyny')).toBeInTheDocument();
    expect(screen.getByText(/Drużyny rywalizują sumą wyników swoich członków/)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Drużyny' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Utwórz pierwszą drużynę' }));
    expect(screen.getByRole('dialog', { name: 'Dodaj drużynę' })).toBeInTheDocument();
  });

  it('lists the teams with their emoji and member counts in Polish plural forms', async () => {
    jest.mocked(fetchTeams).mockResolvedValue([
      aTeam({ id: 1, name: 'Jedynka', qty: 1, _emoji: { emoji: '🦊' } }),
      aTeam({ id: 2, name: 'Trójka', qty: 3 }),
      aTeam({ id: 3, name: 'Piątka', qty: 5 }),
      aTeam({ id: 4, name: 'Dwudziestkadwójka', qty: 22 }),
    ]);
    renderTeams();
    expect(await screen.findByRole('rowheader', { name: '🦊 Jedynka' })).toBeInTheDocument();
    expect(teamsTable()).toHaveAccessibleName('Drużyny');
    expect(members('Jedynka')).toBe('1 osoba');
    expect(members('Trójka')).toBe('3 osoby');
    expect(members('Piątka')).toBe('5 osób');
    expect(members('Dwudziestkadwójka')).toBe('22 osoby');

    await act(() => i18next.changeLanguage('en'));
    expect(members('Jedynka')).toBe('1 member');
    expect(members('Piątka')).toBe('5 members');
  });

  it('says when the teams cannot be fetched', async () => {
    jest.mocked(fetchTeams).mockRejectedValue(apiFailure(500));
    renderTeams();
    expect(await screen.findByText('Wystąpił błąd podczas pobierania drużyn', { selector: '.Toastify *' })).toBeInTheDocument();
  });

  describe('team dialog', () => {
    it('refuses a name shorter than 2 characters after trimming', async () => {
      renderTeams();
      await screen.findByRole('rowheader', { name: '🌲 Dęby' });
      const dialog = await openAddDialog();
      await userEvent.type(within(dialog).getByLabelText('Nazwa drużyny'), ' A ');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
      expect(within(dialog).getByLabelText('Nazwa drużyny')).toHaveAccessibleDescription('Nazwa drużyny musi mieć co najmniej 2 znaki');
      expect(createTeam).not.toHaveBeenCalled();
    });

    it('adds a team with the chosen emoji', async () => {
      jest.mocked(createTeam).mockResolvedValue(aTeam({ id: 3, name: 'Lisy', emoji_id: 2, _emoji: { emoji: '🦊' } }));
      renderTeams();
      await screen.findByRole('rowheader', { name: '🌲 Dęby' });
      const dialog = await openAddDialog();
      await userEvent.type(within(dialog).getByLabelText('Nazwa drużyny'), '  Lisy ');
      const lis = await within(dialog).findByRole('button', { name: 'lis' });
      await userEvent.click(lis);
      expect(lis).toHaveAttribute('aria-pressed', 'true');
      expect(within(dialog).getByText('Wybrane emoji: 🦊')).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));

      expect(createTeam).toHaveBeenCalledWith({ name: 'Lisy', emoji_id: 2 }, anIdempotencyKey);
      expect(await screen.findByText('Drużyna dodana pomyślnie')).toBeInTheDocument();
      expect(screen.getByRole('rowheader', { name: '🦊 Lisy' })).toBeInTheDocument();
      expect(fetchTeams).toHaveBeenCalledTimes(1);
    });

    it("clears the team's emoji with 'Usuń emoji'", async () => {
      jest.mocked(updateTeam).mockResolvedValue(aTeam({ id: 1, name: 'Dęby', qty: 2 }));
      renderTeams();
      await screen.findByRole('rowheader', { name: '🌲 Dęby' });
      await userEvent.click(within(teamRow('Dęby')).getByRole('button', { name: 'Edytuj' }));
      const dialog = screen.getByRole('dialog', { name: 'Edytuj drużynę' });
      expect(within(dialog).getByLabelText('Nazwa drużyny')).toHaveValue('Dęby');
      expect(await within(dialog).findByRole('button', { name: 'choinka' })).toHaveAttribute('aria-pressed', 'true');

      await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń emoji' }));
      expect(within(dialog).getByRole('button', { name: 'choinka' })).toHaveAttribute('aria-pressed', 'false');
      expect(within(dialog).getByText('Nie wybrano emoji.')).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Usuń emoji' })).toBeDisabled();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));

      expect(updateTeam).toHaveBeenCalledWith(1, { name: 'Dęby', emoji_id: null });
      expect(await screen.findByText('Drużyna zapisana pomyślnie')).toBeInTheDocument();
      expect(screen.getByRole('rowheader', { name: 'Dęby' })).toBeInTheDocument();
    });

    it('says when the emoji cannot be fetched, and retries', async () => {
      jest.mocked(fetchEmoji).mockRejectedValueOnce(apiFailure(500));
      renderTeams();
      await screen.findByRole('rowheader', { name: '🌲 Dęby' });
      const dialog = await openAddDialog();
      expect(await screen.findByText('Nie udało się pobrać listy emoji', { selector: '.Toastify *' })).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Pobierz emoji ponownie' }));
      expect(await within(dialog).findByRole('button', { name: 'lis' })).toBeInTheDocument();
    });

    it("shows the server's message when saving fails, or ours without one", async () => {
      jest.mocked(createTeam).mockRejectedValueOnce(apiFailure(409, 'Drużyna o tej nazwie już istnieje.')).mockRejectedValueOnce(apiFailure(502));
      renderTeams();
      await screen.findByRole('rowheader', { name: '🌲 Dęby' });
      const dialog = await openAddDialog();
      await userEvent.type(within(dialog).getByLabelText('Nazwa drużyny'), 'Dęby');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
      expect(await screen.findByText('Drużyna o tej nazwie już istnieje.', { selector: '.Toastify *' })).toBeInTheDocument();

      await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
      expect(await screen.findByText('Wystąpił błąd podczas zapisywania drużyny')).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Dodaj drużynę' })).toBeInTheDocument();
    });
  });

  it('deletes a team after confirmation, and its members lose their team', async () => {
    jest.mocked(deleteTeam).mockResolvedValue('ok');
    renderTeams();
    await screen.findByRole('rowheader', { name: '🌲 Dęby' });
    await userEvent.click(within(teamRow('Dęby')).getByRole('button', { name: 'Usuń' }));
    const dialog = screen.getByRole('dialog', { name: 'Usuń drużynę' });
    expect(dialog).toHaveAccessibleDescription('Czy na pewno chcesz usunąć drużynę Dęby? Jej członkowie zostaną bez drużyny.');
    jest.mocked(fetchUsers).mockResolvedValue({ items: [USERS[0], { ...USERS[1], team: null }], itemsTotal: 2, pageTotal: 1, curPage: 1 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń drużynę' }));

    expect(deleteTeam).toHaveBeenCalledWith(1);
    expect(await screen.findByText('Drużyna usunięta pomyślnie')).toBeInTheDocument();
    expect(within(teamsTable()).queryByRole('rowheader', { name: '🌲 Dęby' })).not.toBeInTheDocument();
    await waitFor(() => expect(teamSelect('ewa@zielona.demo')).toHaveDisplayValue('Bez drużyny'));
  });

  it("shows the server's message when deleting fails", async () => {
    jest.mocked(deleteTeam).mockRejectedValue(apiFailure(500));
    renderTeams();
    await screen.findByRole('rowheader', { name: 'Sosny' });
    await userEvent.click(within(teamRow('Sosny')).getByRole('button', { name: 'Usuń' }));
    await userEvent.click(screen.getByRole('button', { name: 'Usuń drużynę' }));
    expect(await screen.findByText('Wystąpił błąd podczas usuwania drużyny')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Sosny' })).toBeInTheDocument();
  });

  describe('users and their teams', () => {
    it('lists users with a team dropdown that includes no team', async () => {
      renderTeams();
      const select = await screen.findByRole('combobox', { name: 'Drużyna użytkownika jan@zielona.demo' });
      expect(fetchUsers).toHaveBeenCalledWith({ page: 1, perpage: 25, search: undefined, team: true });
      await waitFor(() =>
        expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Bez drużyny', '🌲 Dęby', 'Sosny']),
      );
      expect(select).toHaveDisplayValue('Bez drużyny');
      expect(teamSelect('ewa@zielona.demo')).toHaveDisplayValue('🌲 Dęby');
      const table = screen.getByRole('table', { name: 'Użytkownicy i ich drużyny' });
      expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Adres e-mail', 'Imię', 'Drużyna']);
    });

    it('updates the member counts without reloading as users change teams', async () => {
      jest.mocked(assignTeam).mockImplementation(async (userId, teamId) => ({
        ...USERS.find((user) => user.id === userId)!,
        team: teamId === null ? null : { id: teamId, name: TEAMS.find((team) => team.id === teamId)!.name },
      }));
      renderTeams();
      await screen.findByRole('rowheader', { name: '🌲 Dęby' });
      await screen.findByRole('combobox', { name: 'Drużyna użytkownika jan@zielona.demo' });

      await userEvent.selectOptions(teamSelect('jan@zielona.demo'), 'Sosny');
      expect(assignTeam).toHaveBeenLastCalledWith(31, 2);
      await waitFor(() => expect(members('Sosny')).toBe('2 osoby'));
      expect(members('Dęby')).toBe('2 osoby');
      expect(teamSelect('jan@zielona.demo')).toHaveDisplayValue('Sosny');

      await userEvent.selectOptions(teamSelect('ewa@zielona.demo'), 'Sosny');
      expect(assignTeam).toHaveBeenLastCalledWith(32, 2);
      await waitFor(() => expect(members('Sosny')).toBe('3 osoby'));
      expect(members('Dęby')).toBe('1 osoba');

      await userEvent.selectOptions(teamSelect('jan@zielona.demo'), 'Bez drużyny');
      expect(assignTeam).toHaveBeenLastCalledWith(31, null);
      await waitFor(() => expect(members('Sosny')).toBe('2 osoby'));
      expect(await screen.findAllByText('Drużyna użytkownika zmieniona')).not.toHaveLength(0);
      expect(fetchTeams).toHaveBeenCalledTimes(1);
    });

    it('keeps the team and the counts when the assignment fails', async () => {
      jest.mocked(assignTeam).mockRejectedValue(apiFailure(500, 'Użytkownik nie istnieje.'));
      renderTeams();
      await screen.findByRole('rowheader', { name: '🌲 Dęby' });
      await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Drużyna użytkownika jan@zielona.demo' }), '🌲 Dęby');
      expect(
        await screen.findByText('Wystąpił błąd podczas przypisywania użytkownika. Użytkownik nie istnieje.'),
      ).toBeInTheDocument();
      expect(teamSelect('jan@zielona.demo')).toHaveDisplayValue('Bez drużyny');
      expect(members('Dęby')).toBe('2 osoby');
    });
  });
});
