import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { emitLive } from '../../shared/realtime/live-bus';
import { DIPLOMA_LIST_REFRESH_MS } from '../live/useLiveCache';
import { apiFailure } from '../../test/api-error';
import { aCompany } from '../../test/companies';
import { aDiplomaRow, aRun, diplomaPage } from '../../test/diplomas';
import { aProfile } from '../../test/profiles';
import { signedInAs } from '../../test/query-client';
import { renderScreen } from '../../test/toasts';
import {
  fetchDiplomaRuns,
  fetchDiplomas,
  generateDiploma,
  saveDiplomaName,
  sendDiplomaEmail,
  startDiplomaRun,
} from './diplomas.api';
import { DiplomasPage } from './DiplomasPage';
import { DIPLOMA_SEARCH_DEBOUNCE_MS } from './usePagedDiplomas';
import { ROW_WAIT_MS } from './useRowWork';

jest.mock('./diplomas.api');
const listMock = jest.mocked(fetchDiplomas);
const runsMock = jest.mocked(fetchDiplomaRuns);

const JAN = aDiplomaRow();
const EWA = aDiplomaRow(
  { user_id: 32, treeSum: 60.7, treesOnDiploma: 60, diplom: '/api/v1/documents/ewa-1', emailSentDate: null },
  { name: 'Ewa Nowak', email: 'ewa@zielona.demo', diplomaName: 'Ewa Nowak-Kowalska' },
);
const OLEK = aDiplomaRow(
  { user_id: 33, treeSum: 0.4, treesOnDiploma: 0 },
  { name: 'Olek', email: 'olek@zielona.demo', diplomaName: 'Olek' },
);
const ZOSIA = aDiplomaRow(
  { user_id: 34, diplom: '/api/v1/documents/zosia-1', emailSentDate: '2025-07-02T22:30:00.000Z' },
  { name: 'Zosia', email: 'zosia@zielona.demo', diplomaName: 'Zosia' },
);
const ROWS = [JAN, EWA, OLEK, ZOSIA];

function renderDiplomas(posadzimyUserId: string | null = 'p-1') {
  signedInAs(aProfile({ role: 'companyAdmin' }), aCompany({ eventStatus: 'closed', orderPaid: true }, { posadzimyUserId }));
  return renderScreen(<DiplomasPage />, '/dyplomy');
}

/** A participant's row, found by the e-mail cell (the address may break after its @). */
const row = (email: string) => screen.getByText(email, { selector: 'td > span' }).closest('tr') as HTMLElement;
const toast = (text: string) => screen.findByText(text, { selector: '.Toastify *' });

describe('DiplomasPage', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    listMock.mockResolvedValue(diplomaPage(ROWS));
    runsMock.mockResolvedValue({ generate: null, send: null });
    jest.mocked(generateDiploma).mockResolvedValue();
    jest.mocked(sendDiplomaEmail).mockResolvedValue();
    jest.mocked(saveDiplomaName).mockResolvedValue();
  });

  afterEach(async () => {
    jest.useRealTimers();
    await act(() => i18next.changeLanguage('pl'));
  });

  it('lists the participants with every column but km (they come partly from Strava), 25 a page', async () => {
    renderDiplomas();
    const table = await screen.findByRole('table', { name: 'Dyplomy uczestników' });
    expect(listMock).toHaveBeenCalledWith({ page: 1, perpage: 25, search: undefined });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Nazwa',
      'Nazwa na dyplomie',
      'Adres e-mail',
      'Drzewa',
      'Drzewa na dyplom',
      'Link',
      'Wysyłka e-mailem',
    ]);
    expect(within(row('ewa@zielona.demo')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Ewa Nowak',
      'Ewa Nowak-Kowalska',
      'ewa@zielona.demo',
      '60,70',
      '60',
      'Pobierz',
      'Wyślij',
    ]);
    expect(screen.getByText('Dyplom podaje liczbę drzew uczestnika. Kilometrów nie pokazujemy: te ze Stravy widzi tylko ich właściciel.')).toBeInTheDocument();
    expect(within(row('ewa@zielona.demo')).getByRole('link', { name: 'Pobierz dyplom: Ewa Nowak-Kowalska' })).toHaveAttribute(
      'href',
      '/api/v1/documents/ewa-1',
    );
    expect(within(row('jan@zielona.demo')).getByRole('button', { name: 'Generuj dyplom: Jan Kowalski' })).toBeInTheDocument();
    expect(within(row('jan@zielona.demo')).getByText('Brak dyplomu')).toBeInTheDocument();
    expect(within(row('olek@zielona.demo')).getByText('Za mało drzew')).toBeInTheDocument();
    // The sent date in Polish format, the day in Warsaw.
    expect(within(row('zosia@zielona.demo')).getByText('03.07.2025')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generuj wszystkie dyplomy (1)' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Wyślij wszystkie dyplomy (1)' })).toBeEnabled();
    expect(screen.getByLabelText('Pokaż:')).toHaveValue('25');
  });

  it('shows whoever asked for their account’s deletion as the anonymous user, with nothing to name, generate or send', async () => {
    const gone = aDiplomaRow({ user_id: 35, treeSum: 12, treesOnDiploma: 12, diplom: null, emailSentDate: null }, { name: '', email: '', diplomaName: '' });
    listMock.mockResolvedValue(diplomaPage([gone, JAN]));
    renderDiplomas();
    const anonymous = (await screen.findByText('Użytkownik anonimowy', { selector: 'td' })).closest('tr') as HTMLElement;
    expect(within(anonymous).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Użytkownik anonimowy',
      'Prośba o usunięcie konta',
      '',
      '12,00',
      '12',
      'Prośba o usunięcie konta',
      'Brak dyplomu',
    ]);
    expect(within(anonymous).queryByRole('button')).toBeNull();
  });

  it('shows the tabs, the certificate one only for a company with a tree-planting account', async () => {
    renderDiplomas();
    const tabs = await screen.findByRole('navigation', { name: 'Dyplomy i certyfikat' });
    expect(within(tabs).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/dyplomy', '/dyplomy/certyfikaty']);
  });

  it('shows no certificate tab without a tree-planting account', async () => {
    renderDiplomas(null);
    const tabs = await screen.findByRole('navigation', { name: 'Dyplomy i certyfikat' });
    expect(within(tabs).getAllByRole('link').map((link) => link.textContent)).toEqual(['Dyplomy']);
  });

  it('says so when there are no diplomas to show', async () => {
    listMock.mockResolvedValue(diplomaPage([]));
    renderDiplomas();
    expect(await screen.findByText('Brak dyplomów do wyświetlenia')).toBeInTheDocument();
  });

  it("says 'Błąd:' with the reason when the list cannot be loaded", async () => {
    listMock.mockRejectedValue(apiFailure(500, 'Baza danych nie odpowiada.'));
    renderDiplomas();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Błąd:');
    expect(alert).toHaveTextContent('Baza danych nie odpowiada.');
  });

  describe('the name on the diploma', () => {
    it('saves it trimmed on Enter', async () => {
      renderDiplomas();
      await screen.findByRole('table');
      listMock.mockClear();
      await userEvent.click(within(row('jan@zielona.demo')).getByRole('button', { name: 'Edytuj nazwę na dyplomie: Jan Kowalski' }));
      const input = within(row('jan@zielona.demo')).getByRole('textbox', { name: 'Nazwa na dyplomie' });
      expect(input).toHaveFocus();
      await userEvent.clear(input);
      listMock.mockResolvedValue(diplomaPage([aDiplomaRow({}, { diplomaName: 'Jan Maria Kowalski' }), EWA, OLEK, ZOSIA]));
      await userEvent.type(input, '  Jan Maria Kowalski  {Enter}');
      expect(saveDiplomaName).toHaveBeenCalledWith({ user_id: 31, name: 'Jan Maria Kowalski' });
      expect(await toast('Nazwa na dyplomie została zapisana!')).toBeInTheDocument();
      expect(within(row('jan@zielona.demo')).queryByRole('textbox')).not.toBeInTheDocument();
      expect(within(row('jan@zielona.demo')).getByText('Jan Maria Kowalski')).toBeInTheDocument();
      // The server says which diploma the new name took away.
      await waitFor(() => expect(listMock).toHaveBeenCalled());
    });

    it('saves with the confirm button too, and cancels on Escape or the cancel button', async () => {
      renderDiplomas();
      await screen.findByRole('table');
      const edit = () => userEvent.click(within(row('jan@zielona.demo')).getByRole('button', { name: /Edytuj nazwę/ }));
      const input = () => within(row('jan@zielona.demo')).getByRole('textbox', { name: 'Nazwa na dyplomie' });

      await edit();
      await userEvent.type(input(), ' Junior{Escape}');
      expect(within(row('jan@zielona.demo')).queryByRole('textbox')).not.toBeInTheDocument();
      expect(within(row('jan@zielona.demo')).getByText('Jan Kowalski', { selector: '.text' })).toBeInTheDocument();

      await edit();
      expect(input()).toHaveValue('Jan Kowalski');
      await userEvent.type(input(), ' Junior');
      await userEvent.click(within(row('jan@zielona.demo')).getByRole('button', { name: 'Anuluj edycję' }));
      expect(saveDiplomaName).not.toHaveBeenCalled();

      await edit();
      await userEvent.clear(input());
      expect(within(row('jan@zielona.demo')).getByRole('button', { name: 'Zapisz nazwę' })).toBeDisabled();
      await userEvent.type(input(), 'J. Kowalski');
      await userEvent.click(within(row('jan@zielona.demo')).getByRole('button', { name: 'Zapisz nazwę' }));
      expect(saveDiplomaName).toHaveBeenCalledWith({ user_id: 31, name: 'J. Kowalski' });
    });

    it('stays in the edit with the reason when saving fails', async () => {
      jest.mocked(saveDiplomaName).mockRejectedValue(apiFailure(400, 'Nazwa może mieć najwyżej 100 znaków.'));
      renderDiplomas();
      await screen.findByRole('table');
      await userEvent.click(within(row('jan@zielona.demo')).getByRole('button', { name: /Edytuj nazwę/ }));
      await userEvent.type(within(row('jan@zielona.demo')).getByRole('textbox'), 'x{Enter}');
      expect(await toast('Błąd podczas zapisywania nazwy na dyplomie. Nazwa może mieć najwyżej 100 znaków.')).toBeInTheDocument();
      expect(within(row('jan@zielona.demo')).getByRole('textbox')).toHaveValue('Jan Kowalskix');
    });
  });

  describe('one row', () => {
    it('generates: the row waits for the push for that user, then shows the new diploma', async () => {
      renderDiplomas();
      await screen.findByRole('table');
      await userEvent.click(screen.getByRole('button', { name: 'Generuj dyplom: Jan Kowalski' }));
      expect(generateDiploma).toHaveBeenCalledWith({ user_id: 31, lang: 'pl' });
      expect(within(row('jan@zielona.demo')).getByRole('status')).toHaveTextContent('Generowanie…');

      // Another participant's diploma changed: this row keeps waiting.
      act(() => emitLive('diploma:changed', { companyId: 3, userId: 32 }));
      expect(within(row('jan@zielona.demo')).getByRole('status')).toHaveTextContent('Generowanie…');

      listMock.mockResolvedValue(diplomaPage([{ ...JAN, diplom: '/api/v1/documents/jan-1' }, EWA, OLEK, ZOSIA]));
      act(() => emitLive('diploma:changed', { companyId: 3, userId: 31 }));
      expect(await toast('Dyplom wygenerowany!')).toBeInTheDocument();
      expect(within(row('jan@zielona.demo')).getByRole('link', { name: 'Pobierz dyplom: Jan Kowalski' })).toHaveAttribute(
        'href',
        '/api/v1/documents/jan-1',
      );
      expect(within(row('jan@zielona.demo')).queryByRole('status')).not.toBeInTheDocument();
    });

    it('generates in the language chosen', async () => {
      renderDiplomas();
      await screen.findByRole('table');
      await userEvent.selectOptions(screen.getByLabelText('Język dyplomów'), 'Angielski');
      await userEvent.click(screen.getByRole('button', { name: 'Generuj dyplom: Jan Kowalski' }));
      expect(generateDiploma).toHaveBeenCalledWith({ user_id: 31, lang: 'en' });
    });

    it('names the participant when the worker could not make the diploma', async () => {
      renderDiplomas();
      await screen.findByRole('table');
      await userEvent.click(screen.getByRole('button', { name: 'Generuj dyplom: Jan Kowalski' }));
      act(() => emitLive('diploma:changed', { companyId: 3, userId: 31 }));
      expect(await toast('Błąd przy generowaniu dyplomu dla Jan Kowalski')).toBeInTheDocument();
      expect(within(row('jan@zielona.demo')).getByRole('button', { name: /Generuj dyplom/ })).toBeInTheDocument();
    });

    it('asks for the row itself when no push came in time, so it never spins for good', async () => {
      jest.useFakeTimers();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderDiplomas();
      await screen.findByRole('table');
      await user.click(screen.getByRole('button', { name: 'Generuj dyplom: Jan Kowalski' }));
      await act(async () => jest.advanceTimersByTime(ROW_WAIT_MS - 1));
      expect(within(row('jan@zielona.demo')).getByRole('status')).toHaveTextContent('Generowanie…');
      await act(async () => jest.advanceTimersByTime(1));
      expect(await toast('Błąd przy generowaniu dyplomu dla Jan Kowalski')).toBeInTheDocument();
      expect(within(row('jan@zielona.demo')).queryByRole('status')).not.toBeInTheDocument();
    });

    it('says why when the server refuses to generate', async () => {
      jest.mocked(generateDiploma).mockRejectedValue(apiFailure(409, 'Dyplomy nie są dostępne.'));
      renderDiplomas();
      await screen.findByRole('table');
      await userEvent.click(screen.getByRole('button', { name: 'Generuj dyplom: Jan Kowalski' }));
      expect(await toast('Błąd podczas generowania dyplomu. Dyplomy nie są dostępne.')).toBeInTheDocument();
      expect(within(row('jan@zielona.demo')).getByRole('button', { name: /Generuj dyplom/ })).toBeInTheDocument();
    });

    it('sends: the row waits for the push, then shows the sent date', async () => {
      renderDiplomas();
      await screen.findByRole('table');
      await userEvent.click(screen.getByRole('button', { name: 'Wyślij dyplom e-mailem: Ewa Nowak-Kowalska' }));
      expect(sendDiplomaEmail).toHaveBeenCalledWith({ user_id: 32, lang: 'pl' });
      expect(within(row('ewa@zielona.demo')).getByRole('status')).toHaveTextContent('Wysyłanie…');

      listMock.mockResolvedValue(diplomaPage([JAN, { ...EWA, emailSentDate: '2025-07-03T08:00:00.000Z' }, OLEK, ZOSIA]));
      act(() => emitLive('diploma:changed', { companyId: 3, userId: 32 }));
      expect(await toast('Dyplom został wysłany e-mailem!')).toBeInTheDocument();
      expect(within(row('ewa@zielona.demo')).getByText('03.07.2025')).toBeInTheDocument();
    });

    it('names the participant when the mail did not go, and says why when the server refuses', async () => {
      renderDiplomas();
      await screen.findByRole('table');
      await userEvent.click(screen.getByRole('button', { name: /Wyślij dyplom e-mailem/ }));
      act(() => emitLive('diploma:changed', { companyId: 3, userId: 32 }));
      expect(await toast('Błąd przy wysyłce dyplomu dla Ewa Nowak-Kowalska')).toBeInTheDocument();

      jest.mocked(sendDiplomaEmail).mockRejectedValue(apiFailure(500));
      await userEvent.click(await screen.findByRole('button', { name: /Wyślij dyplom e-mailem/ }));
      expect(await toast('Nie udało się wysłać dyplomu e-mailem. Błąd serwera')).toBeInTheDocument();
    });
    it('says on the send button that a diploma goes once an hour, and holds it while the hour runs', async () => {
      listMock.mockResolvedValue(diplomaPage([JAN, { ...EWA, sendAvailableAt: '2025-07-03T13:05:00.000Z' }, OLEK, ZOSIA]));
      renderDiplomas();
      await screen.findByRole('table');
      const held = within(row('ewa@zielona.demo')).getByRole('button', { name: 'Wyślij dyplom e-mailem: Ewa Nowak-Kowalska. Raz na godzinę, ponownie o 15:05' });
      expect(held).toBeDisabled();
      expect(held).toHaveTextContent('Ponownie o 15:05');
      expect(held).toHaveAttribute('title', 'Dyplom można wysłać e-mailem raz na godzinę.');

      await act(() => i18next.changeLanguage('en'));
      expect(within(row('ewa@zielona.demo')).getByRole('button', { name: 'Send the diploma by email: Ewa Nowak-Kowalska. Once an hour, again at 15:05' })).toHaveTextContent(
        'Again at 15:05',
      );
    });

    it("tells the server's refusal of a mail asked for within the hour, and shows the row held", async () => {
      renderDiplomas();
      await screen.findByRole('table');
      const send = within(row('ewa@zielona.demo')).getByRole('button', { name: 'Wyślij dyplom e-mailem: Ewa Nowak-Kowalska' });
      expect(send).toHaveAttribute('title', 'Dyplom można wysłać e-mailem raz na godzinę.');
      jest.mocked(sendDiplomaEmail).mockRejectedValue(apiFailure(429, 'Ten dyplom można wysłać e-mailem raz na godzinę. Spróbuj ponownie za 42 min.'));
      listMock.mockResolvedValue(diplomaPage([JAN, { ...EWA, sendAvailableAt: '2025-07-03T13:05:00.000Z' }, OLEK, ZOSIA]));
      await userEvent.click(send);
      expect(await toast('Nie udało się wysłać dyplomu e-mailem. Ten dyplom można wysłać e-mailem raz na godzinę. Spróbuj ponownie za 42 min.')).toBeInTheDocument();
      expect(await within(row('ewa@zielona.demo')).findByRole('button', { name: 'Wyślij dyplom e-mailem: Ewa Nowak-Kowalska. Raz na godzinę, ponownie o 15:05' })).toBeDisabled();
    });
  });

  describe('bulk runs', () => {
    it('disable their button while a run is unfinished, and the bar follows the pushes', async () => {
      runsMock.mockResolvedValue({ generate: aRun({ total: 40, done: 10, failed: 1 }), send: null });
      renderDiplomas();
      const generate = await screen.findByRole('button', { name: 'Generuj wszystkie dyplomy (1)' });
      await waitFor(() => expect(generate).toBeDisabled());
      expect(screen.getByRole('button', { name: 'Wyślij wszystkie dyplomy (1)' })).toBeEnabled();
      const bar = screen.getByRole('progressbar', { name: /Generowanie dyplomów/ });
      expect(bar).toHaveAttribute('aria-valuenow', '11');
      expect(bar).toHaveAttribute('aria-valuemax', '40');
      expect(bar).toHaveAccessibleName('Generowanie dyplomów: 11 z 40 · błędy: 1');

      act(() => emitLive('diplomas:progress', aRun({ total: 40, done: 25, failed: 1 })));
      expect(bar).toHaveAttribute('aria-valuenow', '26');
      // A late push of an older run changes nothing.
      act(() => emitLive('diplomas:progress', aRun({ runId: 0, total: 5, done: 5, finished: true })));
      expect(bar).toHaveAttribute('aria-valuenow', '26');

      listMock.mockClear();
      act(() => emitLive('diplomas:progress', aRun({ total: 40, done: 38, failed: 2, finished: true })));
      expect(bar).toHaveAttribute('aria-valuenow', '40');
      expect(generate).toBeEnabled();
      expect(await toast('Wygenerowano 38 dyplomów!')).toBeInTheDocument();
      expect(await toast('Nie udało się wygenerować 2 dyplomów.')).toBeInTheDocument();
      // The rows and counts changed: the table asks again.
      await waitFor(() => expect(listMock).toHaveBeenCalled());
    });

    it('say their end with Polish plural forms', async () => {
      renderDiplomas();
      await screen.findByRole('table');
      act(() => emitLive('diplomas:progress', aRun({ runId: 2, total: 1, done: 1, finished: true })));
      expect(await toast('Wygenerowano 1 dyplom!')).toBeInTheDocument();
      act(() => emitLive('diplomas:progress', aRun({ runId: 3, action: 'send', total: 3, done: 3, finished: true })));
      expect(await toast('Wysłano 3 dyplomy e-mailem!')).toBeInTheDocument();
      act(() => emitLive('diplomas:progress', aRun({ runId: 4, action: 'send', total: 22, done: 22, finished: true })));
      expect(await toast('Wysłano 22 dyplomy e-mailem!')).toBeInTheDocument();
      act(() => emitLive('diplomas:progress', aRun({ runId: 5, action: 'send', total: 12, done: 12, finished: true })));
      expect(await toast('Wysłano 12 dyplomów e-mailem!')).toBeInTheDocument();
    });

    it('start only after the confirmation, in the language chosen, and show the bar at once', async () => {
      jest.mocked(startDiplomaRun).mockResolvedValue(aRun({ runId: 7, action: 'send', lang: 'en', total: 1 }));
      renderDiplomas();
      await screen.findByRole('table');
      await waitFor(() => expect(runsMock).toHaveBeenCalled());
      await userEvent.selectOptions(screen.getByLabelText('Język dyplomów'), 'en');
      await userEvent.click(screen.getByRole('button', { name: 'Wyślij wszystkie dyplomy (1)' }));
      const dialog = screen.getByRole('dialog', { name: 'Wysłać wszystkie dyplomy?' });
      expect(dialog).toHaveAccessibleDescription('Wyślemy 1 dyplom na adres e-mail uczestnika.');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
      expect(startDiplomaRun).not.toHaveBeenCalled();

      await userEvent.click(screen.getByRole('button', { name: 'Wyślij wszystkie dyplomy (1)' }));
      await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Wyślij' }));
      expect(startDiplomaRun).toHaveBeenCalledWith({ action: 'send', lang: 'en' });
      expect(await screen.findByRole('progressbar', { name: /Wysyłka dyplomów/ })).toHaveAttribute('aria-valuenow', '0');
      expect(screen.getByRole('button', { name: 'Wyślij wszystkie dyplomy (1)' })).toBeDisabled();
    });

    it("tell the server's info when it has nothing to do, and say so without asking when n is 0", async () => {
      jest.mocked(startDiplomaRun).mockRejectedValue(apiFailure(409, 'Brak użytkowników do wygenerowania dyplomów'));
      renderDiplomas();
      await screen.findByRole('table');
      await userEvent.click(screen.getByRole('button', { name: 'Generuj wszystkie dyplomy (1)' }));
      await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Generuj' }));
      expect(await toast('Brak użytkowników do wygenerowania dyplomów')).toBeInTheDocument();

      listMock.mockResolvedValue(diplomaPage([OLEK, ZOSIA]));
      act(() => emitLive('diplomas:progress', aRun({ runId: 9, total: 0, finished: true })));
      const send = await screen.findByRole('button', { name: 'Wyślij wszystkie dyplomy (0)' });
      jest.mocked(startDiplomaRun).mockClear();
      await userEvent.click(send);
      expect(await toast('Brak dyplomów do wysłania')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(startDiplomaRun).not.toHaveBeenCalled();
    });
  });

  it('searches 500 ms after typing, only from 3 characters, and an empty box resets', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderDiplomas();
    await screen.findByRole('table');
    listMock.mockClear();

    const search = screen.getByRole('searchbox', { name: 'Szukaj uczestnika' });
    await user.type(search, 'ew');
    await act(async () => jest.advanceTimersByTime(DIPLOMA_SEARCH_DEBOUNCE_MS));
    expect(listMock).not.toHaveBeenCalled();

    await user.type(search, 'a');
    await act(async () => jest.advanceTimersByTime(DIPLOMA_SEARCH_DEBOUNCE_MS - 1));
    expect(listMock).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1));
    expect(listMock).toHaveBeenCalledTimes(1);
    expect(listMock).toHaveBeenLastCalledWith({ page: 1, perpage: 25, search: 'ewa' });

    await user.clear(search);
    await act(async () => jest.advanceTimersByTime(DIPLOMA_SEARCH_DEBOUNCE_MS));
    expect(listMock).toHaveBeenLastCalledWith({ page: 1, perpage: 25, search: undefined });
  });

  it('asks again for the table at once when a diploma changes, then at most once a second', async () => {
    jest.useFakeTimers();
    renderDiplomas();
    await screen.findByRole('table');
    await act(async () => jest.advanceTimersByTime(DIPLOMA_LIST_REFRESH_MS));
    listMock.mockClear();
    for (const userId of [31, 32, 33, 34]) act(() => emitLive('diploma:changed', { companyId: 3, userId }));
    await waitFor(() => expect(listMock).toHaveBeenCalledTimes(1));
    await act(async () => jest.advanceTimersByTime(DIPLOMA_LIST_REFRESH_MS - 1));
    expect(listMock).toHaveBeenCalledTimes(1);
    await act(async () => jest.advanceTimersByTime(1));
    expect(listMock).toHaveBeenCalledTimes(2);
    await act(async () => jest.advanceTimersByTime(5 * DIPLOMA_LIST_REFRESH_MS));
    expect(listMock).toHaveBeenCalledTimes(2);
  });

  it('pages with the shared pagination', async () => {
    listMock.mockResolvedValue(diplomaPage(ROWS, { itemsTotal: 60, pageTotal: 3 }));
    renderDiplomas();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(listMock).toHaveBeenLastCalledWith({ page: 2, perpage: 25, search: undefined }));
  });

  describe('before diplomas are available', () => {
    it('explains when they will be, with a sample that opens in a lightbox', async () => {
      listMock.mockResolvedValue(diplomaPage([], { unavailable: 'notPaid' }));
      renderDiplomas();
      expect(
        await screen.findByText('Dyplomy są dostępne dla zakończonych i opłaconych wydarzeń, w których posadzono co najmniej 1000 drzew.'),
      ).toBeInTheDocument();
      expect(screen.getByText('Zamówienie drzew nie zostało jeszcze opłacone.')).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Generuj wszystkie/ })).not.toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'Przykładowy dyplom uczestnika' })).toHaveAttribute('src', '/samples/diploma-pl.png');

      await userEvent.click(screen.getByRole('button', { name: 'Powiększ: Przykładowy dyplom' }));
      const lightbox = await screen.findByRole('dialog', { name: 'Podgląd wzoru' });
      expect(within(lightbox).getByRole('img', { name: 'Przykładowy dyplom uczestnika' })).toHaveAttribute('src', '/samples/diploma-pl.png');
      await userEvent.click(within(lightbox).getByRole('button', { name: 'Zamknij' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('shows the English sample in English', async () => {
      await act(() => i18next.changeLanguage('en'));
      listMock.mockResolvedValue(diplomaPage([], { unavailable: 'tooFewTrees' }));
      renderDiplomas();
      expect(await screen.findByText('The event has fewer than 1000 trees to plant.')).toBeInTheDocument();
      expect(screen.getByRole('img', { name: "A sample participant's diploma" })).toHaveAttribute('src', '/samples/diploma-en.png');
    });
  });
});
