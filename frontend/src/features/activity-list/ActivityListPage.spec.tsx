import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { CompanyActivitiesResponse, UserProfile } from '@lesne/contracts';
import { warsawDay } from '@lesne/domain';
import { saveFile } from '../../shared/api/download';
import { apiFailure } from '../../test/api-error';
import { ACTIVITY_TYPES, anActivity } from '../../test/activities';
import { aProfile } from '../../test/profiles';
import { signedInAs } from '../../test/query-client';
import { renderScreen } from '../../test/toasts';
import { deleteActivity, downloadCompanyActivitiesCsv, fetchCompanyActivities } from '../activities/activities.api';
import { ActivityListPage } from './ActivityListPage';
import { ACTIVITY_SEARCH_DEBOUNCE_MS } from './useActivityList';
import { typedDay } from '../../shared/forms/date-text';

jest.mock('../activities/activities.api');
jest.mock('../../shared/api/download');
const listMock = jest.mocked(fetchCompanyActivities);
const csvMock = jest.mocked(downloadCompanyActivitiesCsv);

const today = warsawDay(new Date());
const ANSWER: CompanyActivitiesResponse = {
  activities: [
    anActivity({ _user: { name: 'Jan Kowalski', email: 'jan@zielona.demo' } }),
    anActivity({ id: 102, user_id: 32, _user: { name: 'Ewa', email: 'ewa@zielona.demo' }, _activity_types: ACTIVITY_TYPES[2] }),
  ],
  activity_types: ACTIVITY_TYPES,
  summary: { trees: 1234.5, distance: 6172.456 },
  pageTotal: 3,
  itemsTotal: 60,
  curPage: 1,
};

/** The company's admin, or a platform admin acting as them (login-as). */
const COMPANY_ADMIN: Partial<UserProfile> = { role: 'companyAdmin' };
const ACTING_PLATFORM_ADMIN: Partial<UserProfile> = { role: 'companyAdmin', actingAdminId: 1 };

function renderPage(profile: Partial<UserProfile> = COMPANY_ADMIN) {
  signedInAs(aProfile(profile));
  return renderScreen(<ActivityListPage />, '/lista-aktywnosci');
}

const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
const lastQuery = () => listMock.mock.calls[listMock.mock.calls.length - 1][0];

describe('ActivityListPage', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    listMock.mockResolvedValue(ANSWER);
    csvMock.mockResolvedValue({ blob: new Blob(['a;b']), filename: 'aktywnosci-2025-06-30.csv' });
  });

  afterEach(async () => {
    jest.useRealTimers();
    await act(() => i18next.changeLanguage('pl'));
  });

  it('lists approved activities from 2025-01-01 to today with their summary, 25 a page', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Zatwierdzone aktywności' });
    expect(listMock).toHaveBeenCalledWith({ dateFrom: '2025-01-01', dateTo: today, showSummary: true, page: 1, perpage: 25 });
    expect(screen.getByLabelText('Od')).toHaveValue('01.01.2025');
    expect(screen.getByLabelText('Do')).toHaveValue(typedDay(today));
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('Jazda na rowerze')).toBeInTheDocument();
    expect(fact('Drzewa')).toBe('1234,50');
    expect(fact('Dystans (km)')).toBe('6172,46');
    expect(fact('Aktywności')).toBe('60');
  });

  it('says the list, its summary and the CSV hold results entered by hand, and why Strava results are not there', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Zatwierdzone aktywności' });
    expect(
      screen.getByText(
        'Lista, podsumowanie i plik CSV obejmują wyniki wpisane ręcznie. Wyników ze Stravy tu nie ma: regulamin Stravy pozwala oglądać je tylko ich właścicielowi. Ich drzewa liczą się do sumy wydarzenia.',
      ),
    ).toBeInTheDocument();
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByText(/Strava results are not listed: Strava’s terms let only their owner see them/)).toBeInTheDocument();
  });

  it('offers no deletion to a company admin on their own session (docs/product.md#roles-and-rights)', async () => {
    renderPage();
    const table = await screen.findByRole('table');
    expect(within(table).queryByRole('button', { name: 'Usuń' })).not.toBeInTheDocument();
  });

  it("shows an alert and sends nothing while 'to' is before 'from'", async () => {
    renderPage();
    await screen.findByRole('table');
    listMock.mockClear();
    fireEvent.change(screen.getByLabelText('Do'), { target: { value: '2024-12-31' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Data „do” nie może być wcześniejsza niż data „od”.');
    expect(screen.getByLabelText('Do')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Pobierz CSV' })).toBeDisabled();
    await act(async () => {});
    expect(listMock).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Do'), { target: { value: '2025-03-31' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(lastQuery()).toMatchObject({ dateFrom: '2025-01-01', dateTo: '2025-03-31', page: 1 }));
  });

  it('searches from 3 characters, 500 ms after typing', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage();
    await screen.findByRole('table');
    listMock.mockClear();
    const search = screen.getByRole('searchbox', { name: 'Szukaj uczestnika' });
    await user.type(search, 'ew');
    await act(async () => jest.advanceTimersByTime(ACTIVITY_SEARCH_DEBOUNCE_MS));
    expect(listMock).not.toHaveBeenCalled();
    await user.type(search, 'a');
    await act(async () => jest.advanceTimersByTime(ACTIVITY_SEARCH_DEBOUNCE_MS - 1));
    expect(listMock).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1));
    expect(lastQuery()).toMatchObject({ search: 'ewa', page: 1 });
  });

  it('filters by the activity types ticked', async () => {
    renderPage();
    const types = await screen.findByRole('group', { name: 'Rodzaj aktywności' });
    await userEvent.click(within(types).getByRole('checkbox', { name: 'Jazda na rowerze' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ activityTypes: '3' }));
    await userEvent.click(within(types).getByRole('checkbox', { name: 'Spacer' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ activityTypes: '1,3' }));
    await userEvent.click(within(types).getByRole('checkbox', { name: 'Spacer' }));
    await userEvent.click(within(types).getByRole('checkbox', { name: 'Jazda na rowerze' }));
    await waitFor(() => expect(lastQuery().activityTypes).toBeUndefined());
  });

  it('pages through the results, and a new filter starts at page 1', async () => {
    renderPage();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: 2 }));
    fireEvent.change(screen.getByLabelText('Od'), { target: { value: '2025-02-01' } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ dateFrom: '2025-02-01', page: 1 }));
  });

  it('downloads the CSV of the same filters and saves it under the server’s file name', async () => {
    renderPage();
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Od'), { target: { value: '2025-05-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Pobierz CSV' }));
    expect(csvMock).toHaveBeenCalledWith({ dateFrom: '2025-05-01', dateTo: today, search: undefined, activityTypes: undefined });
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'aktywnosci-2025-06-30.csv'));
  });

  it('names the file itself when the server does not, and says when the download failed', async () => {
    csvMock.mockResolvedValueOnce({ blob: new Blob(['x']), filename: null });
    renderPage();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Pobierz CSV' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), `aktywnosci-2025-01-01-${today}.csv`));
    csvMock.mockRejectedValueOnce(apiFailure(500));
    await userEvent.click(screen.getByRole('button', { name: 'Pobierz CSV' }));
    expect(await screen.findByText('Nie udało się pobrać pliku CSV. Błąd serwera')).toBeInTheDocument();
  });

  it('lets a platform admin acting as the company admin delete an activity after a confirmation', async () => {
    jest.mocked(deleteActivity).mockResolvedValue('ok');
    renderPage(ACTING_PLATFORM_ADMIN);
    const table = await screen.findByRole('table');
    const row = within(table).getByText('Ewa').closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Usuń' }));
    const dialog = screen.getByRole('dialog', { name: 'Usunąć aktywność?' });
    expect(dialog).toHaveAccessibleDescription(/Ewa z dnia 12\.06\.2025 \(Jazda na rowerze, 5,20 km\)/);
    expect(deleteActivity).not.toHaveBeenCalled();
    listMock.mockClear();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń aktywność' }));
    expect(deleteActivity).toHaveBeenCalledWith(102);
    expect(await screen.findByText('Wynik został usunięty.')).toBeInTheDocument();
    expect(listMock).toHaveBeenCalled();
  });

  it('keeps the activity when the confirmation is cancelled', async () => {
    renderPage(ACTING_PLATFORM_ADMIN);
    const table = await screen.findByRole('table');
    await userEvent.click(within(table).getAllByRole('button', { name: 'Usuń' })[0]);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Anuluj' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleteActivity).not.toHaveBeenCalled();
  });

  it('speaks English', async () => {
    await act(() => i18next.changeLanguage('en'));
    renderPage();
    expect(await screen.findByRole('table', { name: 'Approved activities' })).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2024-01-01' } });
    expect(screen.getByRole('alert')).toHaveTextContent('The "to" date cannot be earlier than the "from" date.');
  });
});
