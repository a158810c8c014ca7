import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { TOKEN_STORAGE_KEY } from '@lesne/contracts';
import { addDays, NEW_EVENT_DEFAULTS, warsawDay } from '@lesne/domain';
import { readStoredTokens, useAuthStore } from '../../shared/auth/auth.store';
import { reloadAt } from '../../shared/navigation';
import { apiFailure } from '../../test/api-error';
import { anEvent } from '../../test/companies';
import { chooseFromMenu, openMenu } from '../../test/menu';
import { renderScreen } from '../../test/toasts';
import {
  adminLogin,
  createEvent,
  deleteEvent,
  deleteEventActivities,
  fetchEvents,
  sendPasswordLink,
  updateEvent,
} from './events.api';
import { EVENT_SEARCH_DEBOUNCE_MS, EventsPage, nextSort } from './EventsPage';
import { anIdempotencyKey } from '../../test/idempotency';
import { typedDay } from '../../shared/forms/date-text';

jest.mock('./events.api');
jest.mock('../../shared/navigation');
const fetchMock = jest.mocked(fetchEvents);

const renderEvents = () => renderScreen(<EventsPage />, '/zarzadzanie-eventami');
const table = () => screen.getByRole('table', { name: 'Wydarzenia' });
const header = (name: string) => within(table()).getByRole('columnheader', { name: new RegExp(`^${name}`) });
const today = () => warsawDay(new Date());
const ACTIONS = 'Akcje: Zielona Firma';
const firstRow = () => screen.findByRole('rowheader', { name: /^Zielona Firma/ });

async function openAddForm() {
  await userEvent.click(screen.getByRole('button', { name: 'Dodaj wydarzenie' }));
  return screen.getByRole('dialog', { name: 'Dodaj wydarzenie' });
}

describe('nextSort', () => {
  it('sorts a new column ascending, then flips the order', () => {
    const first = nextSort({ sortBy: 'created_at', sortOrder: 'desc' }, 'treeSum');
    expect(first).toEqual({ sortBy: 'treeSum', sortOrder: 'asc' });
    expect(nextSort(first, 'treeSum')).toEqual({ sortBy: 'treeSum', sortOrder: 'desc' });
    expect(nextSort(nextSort(first, 'treeSum'), 'treeSum')).toEqual({ sortBy: 'treeSum', sortOrder: 'asc' });
  });
});

describe('EventsPage', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    fetchMock.mockResolvedValue([anEvent(), anEvent({ id: 12, companyName: 'Las Sp. z o.o.', eventStatus: 'closed', admins: [] })]);
  });

  afterEach(async () => {
    jest.useRealTimers();
    await act(() => i18next.changeLanguage('pl'));
  });

  it('lists the events, newest first by default, as a summary: company and admins, status, dates, trees, people, actions', async () => {
    fetchMock.mockResolvedValue([anEvent(), anEvent({ id: 12, companyName: 'Las Sp. z o.o.', eventType: 'trees', treeLimit: 500, treeSum: 120, admins: [] })]);
    renderEvents();
    await firstRow();
    expect(fetchMock).toHaveBeenCalledWith({ searchTerm: undefined, sortBy: 'created_at', sortOrder: 'desc' });
    expect(screen.getByText('Znaleziono 2 wydarzenia')).toBeInTheDocument();
    expect(within(table()).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Firma↕', 'Status↕', 'Termin↕', 'Drzewa↕', 'Uczestnicy↕', 'Akcje',
    ]);
    const row = screen.getByRole('row', { name: /Zielona Firma/ });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Trwa', '01.06.2025 – 30.06.2025', '240', '40', 'Akcje ▾⋯']);
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Zielona Firmaadmin@zielona.demo');
    const byTrees = screen.getByRole('row', { name: /Las Sp. z o.o./ });
    expect(within(byTrees).getByText('120 z 500')).toBeInTheDocument();
    expect(within(byTrees).getByText('Brak administratorów')).toBeInTheDocument();
    expect(table().querySelectorAll('[aria-sort]')).toHaveLength(0);
  });

  it('shows every field of an event, labelled, in a drawer opened from the company or the menu', async () => {
    fetchMock.mockResolvedValue([anEvent({ orderPaid: true, registerNumber: 'zielona-2025' })]);
    renderEvents();
    await userEvent.click(within(await firstRow()).getByRole('button', { name: 'Zielona Firma' }));
    const drawer = screen.getByRole('dialog', { name: 'Zielona Firma' });
    expect(drawer).toHaveAccessibleDescription('Kod rejestracji: zielona-2025');
    const fact = (label: string) => within(drawer).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('Status')).toBe('Trwa');
    expect(fact('Typ zakończenia')).toBe(i18next.t('common:endType.date'));
    expect(fact('Start')).toBe('01.06.2025');
    expect(fact('Koniec')).toBe('30.06.2025');
    expect(fact('Drzewa')).toBe('240');
    expect(fact('Limit drzew')).toMatch(/^99\s999$/);
    expect(fact('Dystans (km)')).toBe('1200,50');
    expect(fact('Uczestnicy')).toBe('40');
    expect(fact('Km na drzewo')).toBe('5');
    expect(fact('Km na drzewo (rower)')).toBe('20');
    expect(fact('Opłacone')).toBe('Tak');
    expect(fact('Test')).toBe('Nie');
    expect(fact('Data rejestracji')).toBe('02.04.2025');
    expect(fact('Wymagaj zatwierdzania ręcznych wpisów')).toBe('Nie');
    expect(within(drawer).getByText('Ola Admin')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await chooseFromMenu(ACTIONS, 'Szczegóły');
    expect(await screen.findByRole('dialog', { name: 'Zielona Firma' })).toBeInTheDocument();
  });

  it('keeps the row actions in one menu, the destructive ones last and marked', async () => {
    renderEvents();
    await firstRow();
    const menu = await openMenu(ACTIONS);
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Szczegóły', 'Edytuj', 'Zaloguj jako admin@zielona.demo', 'Usuń aktywności', 'Usuń',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Usuń' })).toHaveClass('destructive');
    expect(within(menu).getByRole('menuitem', { name: 'Usuń aktywności' })).toHaveClass('destructive');
  });

  it('sorts by a clicked column, ascending then descending, and says so with aria-sort', async () => {
    renderEvents();
    await firstRow();

    await userEvent.click(within(header('Firma')).getByRole('button'));
    await waitFor(() => expect(fetchMock).toHaveBeenLastCalledWith({ searchTerm: undefined, sortBy: 'companyName', sortOrder: 'asc' }));
    expect(header('Firma')).toHaveAttribute('aria-sort', 'ascending');

    await userEvent.click(within(header('Firma')).getByRole('button'));
    await waitFor(() => expect(fetchMock).toHaveBeenLastCalledWith({ searchTerm: undefined, sortBy: 'companyName', sortOrder: 'desc' }));
    expect(header('Firma')).toHaveAttribute('aria-sort', 'descending');

    await userEvent.click(within(header('Drzewa')).getByRole('button'));
    await waitFor(() => expect(fetchMock).toHaveBeenLastCalledWith({ searchTerm: undefined, sortBy: 'treeSum', sortOrder: 'asc' }));
    expect(header('Firma')).not.toHaveAttribute('aria-sort');
  });

  it('searches 800 ms after typing stops, from 3 characters, and an empty box resets', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderEvents();
    await firstRow();
    fetchMock.mockClear();

    const search = screen.getByRole('searchbox', { name: 'Szukaj wydarzenia' });
    await user.type(search, 'Zi');
    await act(async () => jest.advanceTimersByTime(EVENT_SEARCH_DEBOUNCE_MS));
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(search, 'e');
    await act(async () => jest.advanceTimersByTime(EVENT_SEARCH_DEBOUNCE_MS - 1));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenLastCalledWith({ searchTerm: 'Zie', sortBy: 'created_at', sortOrder: 'desc' });

    await user.clear(search);
    await act(async () => jest.advanceTimersByTime(EVENT_SEARCH_DEBOUNCE_MS));
    expect(fetchMock).toHaveBeenLastCalledWith({ searchTerm: undefined, sortBy: 'created_at', sortOrder: 'desc' });
  });

  it('says when the events cannot be fetched', async () => {
    fetchMock.mockRejectedValue(apiFailure(500));
    renderEvents();
    expect(await screen.findByText('Wystąpił błąd podczas pobierania danych', { selector: '.Toastify *' })).toBeInTheDocument();
  });

  describe('add form', () => {
    it('starts from the defaults: in 30 days to in 60, 5 and 20 km per tree, ending by date', async () => {
      renderEvents();
      const dialog = await openAddForm();
      expect(within(dialog).getByLabelText('Data rozpoczęcia')).toHaveValue(typedDay(addDays(today(), 30)));
      expect(within(dialog).getByLabelText('Data zakończenia')).toHaveValue(typedDay(addDays(today(), 60)));
      expect(within(dialog).getByLabelText('Km na drzewo')).toHaveValue(5);
      expect(within(dialog).getByLabelText('Km na drzewo (rower)')).toHaveValue(20);
      expect(within(dialog).getByLabelText('Limit drzew')).toHaveValue(NEW_EVENT_DEFAULTS.treeLimit);
      expect(within(dialog).getByLabelText('Typ zakończenia')).toHaveDisplayValue('W dniu zakończenia');
      expect(within(dialog).getByLabelText('Ile dni wstecz można dodać wpis')).toHaveValue(7);
      expect(within(dialog).getByLabelText('Zezwalaj na ręczne wpisy')).toBeChecked();
      expect(within(dialog).getByLabelText('Wymagaj zatwierdzania ręcznych wpisów')).not.toBeChecked();
      expect(within(dialog).getByLabelText('System zgłaszania podejrzanych wpisów')).toBeChecked();
      expect(within(dialog).getByLabelText('Drużyny')).toBeChecked();
      expect(within(dialog).getByLabelText('Wydarzenie testowe')).not.toBeChecked();
      expect(within(dialog).getByLabelText('Zamówienie opłacone')).not.toBeChecked();
    });

    it('offers the end types with their Polish labels', async () => {
      renderEvents();
      const dialog = await openAddForm();
      const options = within(within(dialog).getByLabelText('Typ zakończenia')).getAllByRole('option');
      expect(options.map((option) => option.textContent)).toEqual(['W dniu zakończenia', 'Po osiągnięciu limitu drzew', 'W dniu zakończenia lub po osiągnięciu limitu drzew']);
    });

    it('ending by trees clears and hides the end date; ending by date, or date or trees, sets the tree limit to 99999', async () => {
      renderEvents();
      const dialog = await openAddForm();
      const endType = within(dialog).getByLabelText('Typ zakończenia');

      await userEvent.selectOptions(endType, 'Po osiągnięciu limitu drzew');
      expect(within(dialog).queryByLabelText('Data zakończenia')).not.toBeInTheDocument();
      await userEvent.clear(within(dialog).getByLabelText('Limit drzew'));

      await userEvent.selectOptions(endType, 'W dniu zakończenia lub po osiągnięciu limitu drzew');
      expect(within(dialog).getByLabelText('Data zakończenia')).toHaveValue('');
      expect(within(dialog).getByLabelText('Limit drzew')).toHaveValue(99_999);

      await userEvent.selectOptions(endType, 'Po osiągnięciu limitu drzew');
      await userEvent.clear(within(dialog).getByLabelText('Limit drzew'));
      await userEvent.selectOptions(endType, 'W dniu zakończenia');
      expect(within(dialog).getByLabelText('Limit drzew')).toHaveValue(99_999);
    });

    it('needs both dates when ending by date or trees', async () => {
      renderEvents();
      const dialog = await openAddForm();
      await userEvent.selectOptions(within(dialog).getByLabelText('Typ zakończenia'), 'Po osiągnięciu limitu drzew');
      await userEvent.selectOptions(within(dialog).getByLabelText('Typ zakończenia'), 'W dniu zakończenia lub po osiągnięciu limitu drzew');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Dodaj' }));
      expect(within(dialog).getByLabelText('Data zakończenia')).toHaveAccessibleDescription('To pole jest wymagane.');
      expect(createEvent).not.toHaveBeenCalled();
    });

    it('shows the approval option only while manual entries are allowed', async () => {
      renderEvents();
      const dialog = await openAddForm();
      await userEvent.click(within(dialog).getByLabelText('Zezwalaj na ręczne wpisy'));
      expect(within(dialog).queryByLabelText('Wymagaj zatwierdzania ręcznych wpisów')).not.toBeInTheDocument();
    });

    it('checks the fields: company, admin e-mail and name, km per tree at least 1, tree limit at least 0', async () => {
      renderEvents();
      const dialog = await openAddForm();
      await userEvent.clear(within(dialog).getByLabelText('Km na drzewo'));
      await userEvent.type(within(dialog).getByLabelText('Km na drzewo'), '0');
      await userEvent.clear(within(dialog).getByLabelText('Limit drzew'));
      await userEvent.type(within(dialog).getByLabelText('Limit drzew'), '-1');
      await userEvent.type(within(dialog).getByLabelText('E-mail administratora'), 'nie-email');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Dodaj' }));

      expect(within(dialog).getByLabelText('Nazwa firmy')).toHaveAccessibleDescription('To pole jest wymagane.');
      expect(within(dialog).getByLabelText('E-mail administratora')).toHaveAccessibleDescription('Podaj prawidłowy adres e-mail.');
      expect(within(dialog).getByLabelText('Imię i nazwisko administratora')).toHaveAccessibleDescription('To pole jest wymagane.');
      expect(within(dialog).getByLabelText('Km na drzewo')).toHaveAccessibleDescription('Minimalna wartość to 1.');
      expect(within(dialog).getByLabelText('Limit drzew')).toHaveAccessibleDescription('Minimalna wartość to 0.');
      expect(createEvent).not.toHaveBeenCalled();
    });

    it('creates the event, confirms and reloads the list', async () => {
      jest.mocked(createEvent).mockResolvedValue(anEvent());
      renderEvents();
      const dialog = await openAddForm();
      await userEvent.type(within(dialog).getByLabelText('Nazwa firmy'), ' Buk S.A. ');
      await userEvent.type(within(dialog).getByLabelText('E-mail administratora'), 'szef@buk.pl');
      await userEvent.type(within(dialog).getByLabelText('Imię i nazwisko administratora'), 'Piotr Buk');
      await userEvent.click(within(dialog).getByLabelText('Wydarzenie testowe'));
      fetchMock.mockClear();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Dodaj' }));

      expect(createEvent).toHaveBeenCalledWith({
        company: 'Buk S.A.',
        email: 'szef@buk.pl',
        userName: 'Piotr Buk',
        dateFrom: addDays(today(), 30),
        dateTo: addDays(today(), 60),
        convert: { standard: 5, bike: 20 },
        manualActivitiesAllowed: true,
        manualActivitiesApproval: false,
        treeLimit: 9999,
        eventEndType: 'date',
        maxDaysBeforeManualActivity: 7,
        orderPaid: false,
        flagSystem: true,
        isTest: true,
        teams: true,
        hideRanking: false,
      }, anIdempotencyKey);
      expect(await screen.findByText('Wydarzenie dodane pomyślnie')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it("sends no end date for an event ending by trees", async () => {
      jest.mocked(createEvent).mockResolvedValue(anEvent());
      renderEvents();
      const dialog = await openAddForm();
      await userEvent.type(within(dialog).getByLabelText('Nazwa firmy'), 'Buk');
      await userEvent.type(within(dialog).getByLabelText('E-mail administratora'), 'szef@buk.pl');
      await userEvent.type(within(dialog).getByLabelText('Imię i nazwisko administratora'), 'Piotr Buk');
      await userEvent.selectOptions(within(dialog).getByLabelText('Typ zakończenia'), 'Po osiągnięciu limitu drzew');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Dodaj' }));
      expect(createEvent).toHaveBeenCalledWith(expect.objectContaining({ eventEndType: 'trees', dateTo: null, treeLimit: 9999 }), anIdempotencyKey);
    });

    it("adds the server's message to the error toast and keeps the form open", async () => {
      jest.mocked(createEvent).mockRejectedValue(apiFailure(409, 'Ten adres e-mail jest już zajęty.'));
      renderEvents();
      const dialog = await openAddForm();
      await userEvent.type(within(dialog).getByLabelText('Nazwa firmy'), 'Buk');
      await userEvent.type(within(dialog).getByLabelText('E-mail administratora'), 'zajety@buk.pl');
      await userEvent.type(within(dialog).getByLabelText('Imię i nazwisko administratora'), 'Piotr Buk');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Dodaj' }));

      expect(
        await screen.findByText('Wystąpił błąd podczas dodawania wydarzenia. Ten adres e-mail jest już zajęty.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Dodaj wydarzenie' })).toBeInTheDocument();
    });
  });

  describe('edit form', () => {
    it('starts from the event, without the admin fields, allows at most 1000 km per tree and saves', async () => {
      jest.mocked(updateEvent).mockResolvedValue(anEvent());
      renderEvents();
      await firstRow();
      await chooseFromMenu(ACTIONS, 'Edytuj');
      const dialog = await screen.findByRole('dialog', { name: 'Edytuj wydarzenie' });
      expect(within(dialog).getByLabelText('Nazwa firmy')).toHaveValue('Zielona Firma');
      expect(within(dialog).getByLabelText('Data rozpoczęcia')).toHaveValue('01.06.2025');
      expect(within(dialog).queryByLabelText('E-mail administratora')).not.toBeInTheDocument();

      const bike = within(dialog).getByLabelText('Km na drzewo (rower)');
      await userEvent.clear(bike);
      await userEvent.type(bike, '1001');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
      expect(bike).toHaveAccessibleDescription('Maksymalna wartość to 1000.');

      await userEvent.clear(bike);
      await userEvent.type(bike, '25');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
      expect(updateEvent).toHaveBeenCalledWith(11, expect.objectContaining({ company: 'Zielona Firma', convert: { standard: 5, bike: 25 } }));
      expect(await screen.findByText('Wydarzenie edytowane pomyślnie')).toBeInTheDocument();
    });

    it("tells why saving failed", async () => {
      jest.mocked(updateEvent).mockRejectedValue(apiFailure(400, 'Nieprawidłowe dane.'));
      renderEvents();
      await firstRow();
      await chooseFromMenu(ACTIONS, 'Edytuj');
      await userEvent.click(await screen.findByRole('button', { name: 'Zapisz' }));
      expect(await screen.findByText('Wystąpił błąd podczas edytowania wydarzenia. Nieprawidłowe dane.')).toBeInTheDocument();
    });
  });

  it('deletes an event only after confirmation', async () => {
    jest.mocked(deleteEvent).mockResolvedValue('ok');
    renderEvents();
    await firstRow();

    await chooseFromMenu(ACTIONS, 'Usuń');
    const dialog = await screen.findByRole('dialog', { name: 'Usuń wydarzenie' });
    expect(dialog).toHaveAccessibleDescription(
      'Czy na pewno chcesz usunąć wydarzenie firmy Zielona Firma? Tej operacji nie można cofnąć.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    expect(deleteEvent).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: ACTIONS })).toHaveFocus());

    await chooseFromMenu(ACTIONS, 'Usuń');
    await userEvent.click(await screen.findByRole('button', { name: 'Usuń wydarzenie' }));
    expect(deleteEvent).toHaveBeenCalledWith(11);
    expect(await screen.findByText('Wydarzenie usunięte pomyślnie')).toBeInTheDocument();
  });

  it("deletes all activities after confirmation, and adds the server's message to a failure", async () => {
    jest.mocked(deleteEventActivities).mockResolvedValueOnce('ok').mockRejectedValueOnce(apiFailure(500, 'Baza danych nie odpowiada.'));
    renderEvents();
    await firstRow();

    await chooseFromMenu(ACTIONS, 'Usuń aktywności');
    const dialog = await screen.findByRole('dialog', { name: 'Usuń wszystkie aktywności' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń aktywności' }));
    expect(deleteEventActivities).toHaveBeenCalledWith(11);
    expect(await screen.findByText('Wszystkie aktywności usunięte pomyślnie')).toBeInTheDocument();

    await chooseFromMenu(ACTIONS, 'Usuń aktywności');
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Usuń aktywności' }));
    expect(await screen.findByText('Wystąpił błąd podczas usuwania aktywności. Baza danych nie odpowiada.')).toBeInTheDocument();
  });

  it("sends an event admin the link to set a password, from the details", async () => {
    jest.mocked(sendPasswordLink).mockResolvedValue('ok');
    renderEvents();
    await userEvent.click(within(await firstRow()).getByRole('button', { name: 'Zielona Firma' }));
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij link do hasła na admin@zielona.demo' }));
    expect(sendPasswordLink).toHaveBeenCalledWith(21);
    expect(await screen.findByText('Link do ustawienia/zmiany hasła wysłany')).toBeInTheDocument();
  });

  it('logs in as an event admin, keeping the platform admin token aside', async () => {
    sessionStorage.setItem(TOKEN_STORAGE_KEY, 'platform-admin');
    useAuthStore.setState(readStoredTokens());
    jest.mocked(adminLogin).mockResolvedValue('event-admin-token');
    renderEvents();
    await firstRow();
    await chooseFromMenu(ACTIONS, 'Zaloguj jako admin@zielona.demo');

    await waitFor(() => expect(adminLogin).toHaveBeenCalledWith(21));
    expect(useAuthStore.getState()).toMatchObject({ token: 'event-admin-token', adminToken: 'platform-admin' });
    expect(reloadAt).toHaveBeenCalledWith('/');
    sessionStorage.clear();
  });

  it('speaks English', async () => {
    renderEvents();
    await firstRow();
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByRole('button', { name: 'Add event' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Events' })).toBeInTheDocument();
    expect(screen.getByText('2 events found')).toBeInTheDocument();
    const menu = await openMenu('Actions: Zielona Firma');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Details', 'Edit', 'Log in as admin@zielona.demo', 'Delete activities', 'Delete',
    ]);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Zielona Firma' }));
    const drawer = screen.getByRole('dialog', { name: 'Zielona Firma' });
    expect(drawer).toHaveAccessibleDescription('Registration code: zielona-demo');
    expect(within(drawer).getByText('Paid', { selector: 'dt' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Log in as admin@zielona.demo' })).toBeInTheDocument();
  });
});
