import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { addDays, warsawDay } from '@lesne/domain';
import { apiFailure } from '../../test/api-error';
import { ACTIVITY_TYPES, anActivity } from '../../test/activities';
import { aCompany } from '../../test/companies';
import { aProfile } from '../../test/profiles';
import { signedInAs } from '../../test/query-client';
import { renderScreen } from '../../test/toasts';
import { addActivity, fetchActivityTypes, fetchUserActivities } from '../activities/activities.api';
import { fetchRanking } from '../ranking/ranking.api';
import { fetchProfile } from '../user/user.api';
import { fetchUploads } from '../uploads/uploads.api';
import { MyResultsPage } from './MyResultsPage';
import { anIdempotencyKey } from '../../test/idempotency';
import { typedDay } from '../../shared/forms/date-text';

jest.mock('../activities/activities.api');
jest.mock('../ranking/ranking.api');
jest.mock('../user/user.api');
jest.mock('../uploads/uploads.api');
const addMock = jest.mocked(addActivity);
const entriesMock = jest.mocked(fetchUserActivities);

const today = warsawDay(new Date());
const polish = (day: string) => day.split('-').reverse().join('.');

function renderPage(stats = {}) {
  signedInAs(aProfile(), aCompany({ dateFrom: addDays(today, -30), dateTo: addDays(today, 30), ...stats }));
  return renderScreen(<MyResultsPage />, '/moje-wyniki');
}

async function openDrawer() {
  await userEvent.click(screen.getByRole('button', { name: 'Dodaj wynik' }));
  const drawer = screen.getByRole('dialog', { name: 'Dodaj wynik' });
  await within(drawer).findByRole('combobox', { name: 'Rodzaj aktywności' });
  return drawer;
}

const field = (name: string) => screen.getByLabelText(name);

async function fillIn({ distance = '5,25', type = 'Bieg' } = {}) {
  await userEvent.type(field('Dystans (km)'), distance);
  await userEvent.selectOptions(field('Rodzaj aktywności'), type);
}

describe('add-result drawer', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    entriesMock.mockResolvedValue([]);
    jest.mocked(fetchRanking).mockResolvedValue({ items: [], nextPage: null });
    jest.mocked(fetchActivityTypes).mockResolvedValue({ activity_types: ACTIVITY_TYPES, maxDaysBeforeManualActivity: 7 });
    jest.mocked(fetchProfile).mockResolvedValue(aProfile({ kmSum: 5.25, treeSum: 1.05 }));
    jest.mocked(fetchUploads).mockResolvedValue([]);
    addMock.mockResolvedValue({ status: 'approved', activity: anActivity({ user_id: 7 }) });
  });

  afterEach(async () => {
    await act(() => i18next.changeLanguage('pl'));
  });

  it('asks for the date (today by default, within the window and the event), the distance and the type', async () => {
    renderPage();
    const drawer = await openDrawer();
    expect(drawer).toHaveAccessibleDescription('Wpisz trening ręcznie: kilometry zamienią się w drzewa.');
    const date = within(drawer).getByLabelText('Data');
    expect(date).toHaveValue(typedDay(today));
    expect(date).toHaveAccessibleDescription(`Od ${polish(addDays(today, -7))} do ${polish(today)}`);
    expect(within(drawer).getByLabelText('Dystans (km)')).toHaveAttribute('inputmode', 'decimal');
    const options = within(within(drawer).getByLabelText('Rodzaj aktywności')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Wybierz rodzaj aktywności', 'Spacer', 'Bieg', 'Jazda na rowerze']);
    expect(fetchActivityTypes).toHaveBeenCalledTimes(1);
  });

  it('starts the window at the first day of the event when that is later', async () => {
    renderPage({ dateFrom: addDays(today, -2) });
    const drawer = await openDrawer();
    expect(within(drawer).getByLabelText('Data')).toHaveAccessibleDescription(`Od ${polish(addDays(today, -2))} do ${polish(today)}`);
  });

  it('does not take a distance above 500 km and says so', async () => {
    renderPage();
    await openDrawer();
    await userEvent.type(field('Dystans (km)'), '501');
    expect(field('Dystans (km)')).toHaveAccessibleDescription(expect.stringContaining('Maksymalna długość trasy to 500 km'));
    expect(field('Dystans (km)')).toHaveValue('50');
    await userEvent.type(field('Dystans (km)'), '0');
    expect(field('Dystans (km)')).toHaveValue('500');
    expect(screen.queryByText('Maksymalna długość trasy to 500 km')).not.toBeInTheDocument();
  });

  it('shows one message at a time for the distance: 500,01 says only that 500 km is the most', async () => {
    renderPage();
    await openDrawer();
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz wynik' }));
    expect(field('Dystans (km)')).toHaveAccessibleDescription(expect.stringContaining('To pole jest wymagane.'));
    await userEvent.type(field('Dystans (km)'), '500,01');
    expect(field('Dystans (km)')).toHaveValue('500,0');
    expect(screen.getAllByText('Maksymalna długość trasy to 500 km')).toHaveLength(1);
    expect(field('Dystans (km)')).not.toHaveAccessibleDescription(expect.stringContaining('To pole jest wymagane.'));
  });

  it('tells how many results were added by hand for the chosen day, and at 3 disables saving with the reason', async () => {
    const manual = (id: number, day: string) => anActivity({ id, day, source: 'manual', user_id: 7 });
    entriesMock.mockResolvedValue([manual(1, today), manual(2, today), manual(3, addDays(today, -1)), manual(4, addDays(today, -1)), manual(5, addDays(today, -1))]);
    renderPage();
    const drawer = await openDrawer();
    expect(await within(drawer).findByText('Wyniki dodane ręcznie – dziś: 2 z 3.')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Zapisz wynik' })).toBeEnabled();
    fireEvent.change(field('Data'), { target: { value: addDays(today, -1) } });
    const full = within(drawer).getByText(`Wyniki dodane ręcznie – ${polish(addDays(today, -1))}: 3 z 3. To limit na jeden dzień: wybierz inny dzień.`);
    const save = within(drawer).getByRole('button', { name: 'Zapisz wynik' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription(full.textContent ?? '');
    await fillIn();
    await userEvent.click(save);
    expect(addMock).not.toHaveBeenCalled();
  });

  it('requires the distance and the type', async () => {
    renderPage();
    await openDrawer();
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz wynik' }));
    expect(field('Dystans (km)')).toHaveAccessibleDescription(expect.stringContaining('To pole jest wymagane.'));
    expect(field('Rodzaj aktywności')).toHaveAccessibleDescription('To pole jest wymagane.');
    expect(addMock).not.toHaveBeenCalled();
  });

  it('refuses a day before the window, or in the future', async () => {
    renderPage();
    await openDrawer();
    await fillIn();
    fireEvent.change(field('Data'), { target: { value: addDays(today, -8) } });
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz wynik' }));
    expect(screen.getByText(`Najwcześniejsza możliwa data to ${polish(addDays(today, -7))}.`)).toBeInTheDocument();
    fireEvent.change(field('Data'), { target: { value: addDays(today, 1) } });
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz wynik' }));
    expect(screen.getByText('Nie można dodać wyniku z przyszłości.')).toBeInTheDocument();
    expect(addMock).not.toHaveBeenCalled();
  });

  it('sends a comma decimal as a number; an approved result is confirmed, the lists refresh and the drawer closes', async () => {
    renderPage();
    await waitFor(() => expect(entriesMock).toHaveBeenCalledTimes(1));
    await openDrawer();
    await fillIn({ distance: '5,25', type: 'Bieg' });
    expect(screen.getByText('Za ten wynik: 1,05 drzewa')).toBeInTheDocument();
    fireEvent.change(field('Data'), { target: { value: addDays(today, -1) } });
    // the drawer reads the entries too (for the day's count), so opening it may fetch them again
    const fetchesBeforeSaving = entriesMock.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz wynik' }));
    expect(addMock).toHaveBeenCalledWith({ startTime: addDays(today, -1), distance: 5.25, activityType: 2 }, anIdempotencyKey);
    expect(await screen.findByText('Wynik został dodany.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Dodaj wynik' })).not.toBeInTheDocument());
    expect(entriesMock).toHaveBeenCalledTimes(fetchesBeforeSaving + 1);
    expect(fetchProfile).toHaveBeenCalled();
  });

  it('says a pending result waits for approval', async () => {
    addMock.mockResolvedValue({ status: 'pending', activity: anActivity({ status: 'pending' }) });
    renderPage();
    await openDrawer();
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz wynik' }));
    expect(await screen.findByText('Wynik został dodany i czeka na zatwierdzenie przez administratora wydarzenia.')).toBeInTheDocument();
    expect(screen.queryByText('Wynik został dodany.')).not.toBeInTheDocument();
  });

  it("shows a failure in a dialog titled with addResult.error, with the server's message and an icon", async () => {
    addMock.mockRejectedValue(apiFailure(409, 'Możesz dodać najwyżej 3 wyniki dziennie.'));
    renderPage();
    await openDrawer();
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz wynik' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nie udało się dodać wyniku' });
    expect(dialog).toHaveAccessibleDescription('Możesz dodać najwyżej 3 wyniki dziennie.');
    expect(dialog.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wróć do formularza' }));
    // Back in the drawer, with what was typed.
    expect(screen.queryByRole('dialog', { name: 'Nie udało się dodać wyniku' })).not.toBeInTheDocument();
    expect(field('Dystans (km)')).toHaveValue('5,25');
  });

  it('sends a result submitted again after a failure with the same Idempotency-Key, and a changed one with a new key', async () => {
    addMock.mockRejectedValueOnce(apiFailure(502)).mockRejectedValueOnce(apiFailure(502));
    renderPage();
    await openDrawer();
    await fillIn({ distance: '5' });
    const submitAfterFailure = async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Zapisz wynik' }));
      const failed = await screen.findByRole('dialog', { name: 'Nie udało się dodać wyniku' });
      await userEvent.click(within(failed).getByRole('button', { name: 'Wróć do formularza' }));
    };
    await submitAfterFailure();
    await submitAfterFailure();
    await userEvent.type(field('Dystans (km)'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz wynik' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Dodaj wynik' })).not.toBeInTheDocument());

    const [first, again, changed] = addMock.mock.calls;
    expect([first[0].distance, again[0].distance, changed[0].distance]).toEqual([5, 5, 50]);
    expect(again[1]).toBe(first[1]);
    expect(changed[1]).not.toBe(first[1]);
  });

  it('closes on Escape and gives focus back to the button', async () => {
    renderPage();
    const opener = screen.getByRole('button', { name: 'Dodaj wynik' });
    await openDrawer();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Dodaj wynik' })).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes on a click outside', async () => {
    renderPage();
    await openDrawer();
    await userEvent.click(document.querySelector('.overlay') as Element);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Dodaj wynik' })).not.toBeInTheDocument());
  });

  it('keeps Tab inside the drawer', async () => {
    renderPage();
    const drawer = await openDrawer();
    for (let i = 0; i < 8; i++) {
      await userEvent.tab();
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it.each([
    ['waiting', { eventStatus: 'waiting' as const }, 'Wyniki będzie można dodawać od startu wydarzenia.'],
    ['closed', { eventStatus: 'closed' as const }, 'Wydarzenie się zakończyło: nie można już dodawać wyników.'],
    ['manual entries off', { manualActivitiesAllowed: false }, 'W tym wydarzeniu wyniki zapisują się tylko ze Stravy.'],
  ])('offers no add-result button when the event is %s', async (_case, stats, note) => {
    renderPage(stats);
    expect(screen.queryByRole('button', { name: 'Dodaj wynik' })).not.toBeInTheDocument();
    expect(screen.getByText(note)).toBeInTheDocument();
    expect(await screen.findByText('Nie masz jeszcze żadnych wyników')).toBeInTheDocument();
  });

  it('speaks English', async () => {
    await act(() => i18next.changeLanguage('en'));
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Add result' }));
    const drawer = screen.getByRole('dialog', { name: 'Add result' });
    expect(await within(drawer).findByRole('combobox', { name: 'Activity type' })).toBeInTheDocument();
    expect(within(drawer).getByLabelText('Date')).toBeInTheDocument();
    await userEvent.type(within(drawer).getByLabelText('Distance (km)'), '600');
    expect(within(drawer).getByLabelText('Distance (km)')).toHaveAccessibleDescription(expect.stringContaining('The maximum route length is 500 km'));
    expect(within(drawer).getByRole('button', { name: 'Save result' })).toBeInTheDocument();
  });
});
