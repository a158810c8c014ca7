import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { ActivityItem, CompanyStats, PendingListResponse } from '@lesne/contracts';
import { emitLive } from '../../shared/realtime/live-bus';
import { apiFailure } from '../../test/api-error';
import { anActivity, aWithheldActivity } from '../../test/activities';
import { aCompany } from '../../test/companies';
import { aProfile } from '../../test/profiles';
import { signedInAs, testQueryClient } from '../../test/query-client';
import { renderScreen } from '../../test/toasts';
import {
  decideActivities,
  decideActivity,
  fetchFlaggedActivities,
  fetchPendingActivities,
  fetchReviewCounts,
  resolveFlag,
} from './approvals.api';
import { reviewCountsQuery } from './approvals.queries';
import { ApprovalsPage } from './ApprovalsPage';

jest.mock('./approvals.api');
const pendingMock = jest.mocked(fetchPendingActivities);
const flaggedMock = jest.mocked(fetchFlaggedActivities);
const decideMock = jest.mocked(decideActivity);
const bulkMock = jest.mocked(decideActivities);

/** One page of pending entries as the server answers it. */
const page = (items: ActivityItem[], itemsTotal = items.length, curPage = 1, perpage = 25): PendingListResponse => ({
  items,
  itemsTotal,
  curPage,
  pageTotal: Math.ceil(itemsTotal / perpage),
});

/** `count` pending entries, answered a page at a time by the mocked server. */
function serveManyPending(count: number) {
  const all = Array.from({ length: count }, (_, index) =>
    anActivity({ id: 1000 + index, status: 'pending', user_id: 500 + index, _user: { name: `Osoba ${index + 1}`, email: `osoba${index + 1}@zielona.demo` } }),
  );
  pendingMock.mockImplementation(async ({ page: number = 1, perpage = 25 }) =>
    page(all.slice((number - 1) * perpage, number * perpage), all.length, number, perpage),
  );
  return all;
}
const resolveMock = jest.mocked(resolveFlag);

const PENDING = [
  anActivity({ id: 11, status: 'pending', _user: { name: 'Jan Kowalski', email: 'jan@zielona.demo' } }),
  anActivity({ id: 12, status: 'pending', user_id: 32, _user: { name: 'Ewa', email: 'ewa@zielona.demo' }, distance: 42.2, trees: 8.44 }),
];
const FLAGGED = [anActivity({ id: 21, flagged: true, user_id: 33, _user: { name: 'Olek', email: 'olek@zielona.demo' } })];

function renderPage(stats: Partial<CompanyStats> = {}) {
  signedInAs(aProfile({ role: 'companyAdmin' }), aCompany(stats));
  return renderScreen(<ApprovalsPage />, '/zatwierdzenie-wpisow');
}

const rowOf = (name: string) => screen.getByText(name, { selector: '.userName' }).closest('tr') as HTMLElement;

describe('ApprovalsPage', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    testQueryClient().setQueryData(reviewCountsQuery.queryKey, { pending: 2, flagged: 1 });
    pendingMock.mockResolvedValue(page(PENDING));
    flaggedMock.mockResolvedValue(FLAGGED);
    decideMock.mockResolvedValue('ok');
    resolveMock.mockResolvedValue('ok');
    jest.mocked(fetchReviewCounts).mockResolvedValue({ pending: 1, flagged: 1 });
  });

  afterEach(async () => {
    await act(() => i18next.changeLanguage('pl'));
  });

  it('lists pending entries with the user, date, type, km and trees', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Wpisy oczekujące na zatwierdzenie' });
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['', 'Użytkownik', 'Data', 'Rodzaj aktywności', 'Dystans (km)', 'Drzewa', 'Akcje']);
    const cells = within(rowOf('Ewa')).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual(['', 'Ewaewa@zielona.demo', '12.06.2025', 'Bieg', '42,20', '8,44', 'ZatwierdźOdrzuć']);
    // A long address is cut short on screen, never broken mid-word: the whole of it is its title.
    expect(within(rowOf('Ewa')).getByText('ewa@zielona.demo')).toHaveAttribute('title', 'ewa@zielona.demo');
  });

  it('shows 25 entries a page with the pagination, and asks the server for the page chosen', async () => {
    serveManyPending(39);
    renderPage();
    const table = await screen.findByRole('table', { name: 'Wpisy oczekujące na zatwierdzenie' });
    expect(within(table).getAllByRole('checkbox', { name: /^Zaznacz wpis/ })).toHaveLength(25);
    expect(screen.getByText('Pokazano 25 z 39 wyników')).toBeInTheDocument();
    expect(pendingMock).toHaveBeenLastCalledWith({ page: 1, perpage: 25 });

    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('Osoba 39')).toBeInTheDocument();
    expect(pendingMock).toHaveBeenLastCalledWith({ page: 2, perpage: 25 });
    expect(screen.getByText('Pokazano 14 z 39 wyników')).toBeInTheDocument();
  });

  it('ticks every entry of the page at once, and approves them all after one confirmation that gives the count', async () => {
    const all = serveManyPending(39);
    bulkMock.mockResolvedValue(25);
    renderPage();
    await screen.findByText('Osoba 1');
    expect(screen.queryByRole('group', { name: 'Zaznaczone wpisy' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Zaznacz wszystkie wpisy na tej stronie' }));
    expect(screen.getByText('Zaznaczono 25 wpisów')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Zatwierdź zaznaczone (25)' }));
    const dialog = screen.getByRole('dialog', { name: 'Zatwierdzić 25 wpisów?' });
    expect(dialog).toHaveAccessibleDescription('Zaznaczone wpisy (razem: 25) zostaną zaliczone do wyzwania.');
    expect(bulkMock).not.toHaveBeenCalled();

    pendingMock.mockImplementation(async () => page(all.slice(25), 14));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zatwierdź (25)' }));
    expect(bulkMock).toHaveBeenCalledWith(all.slice(0, 25).map((activity) => activity.id), 'approved');
    expect(await screen.findByText('Zatwierdzone wpisy: 25.')).toBeInTheDocument();
    expect(await screen.findByText('Osoba 26')).toBeInTheDocument();
    expect(screen.queryByText('Osoba 1')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Zaznaczone wpisy' })).not.toBeInTheDocument();
  });

  it('denies the ticked entries after a confirmation, and keeps them when the server refuses', async () => {
    bulkMock.mockRejectedValueOnce(apiFailure(409, 'Ten wpis został już rozpatrzony.')).mockResolvedValueOnce(2);
    renderPage();
    await screen.findByRole('table', { name: 'Wpisy oczekujące na zatwierdzenie' });
    await userEvent.click(within(rowOf('Ewa')).getByRole('checkbox'));
    await userEvent.click(within(rowOf('Jan Kowalski')).getByRole('checkbox'));
    expect(screen.getByRole('checkbox', { name: 'Zaznacz wszystkie wpisy na tej stronie' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Odrzuć zaznaczone (2)' }));
    const dialog = screen.getByRole('dialog', { name: 'Odrzucić 2 wpisy?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Odrzuć (2)' }));
    expect(bulkMock).toHaveBeenCalledWith([11, 12], 'denied');
    expect(await screen.findByText('Nie udało się zapisać decyzji. Ten wpis został już rozpatrzony.')).toBeInTheDocument();
    expect(rowOf('Ewa')).toBeInTheDocument();

    await userEvent.click(within(rowOf('Ewa')).getByRole('checkbox'));
    expect(screen.getByText('Zaznaczono 1 wpis')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Zaznacz wszystkie wpisy na tej stronie' })).not.toBeChecked();
  });

  it('starts another page with nothing ticked', async () => {
    serveManyPending(30);
    renderPage();
    await screen.findByText('Osoba 1');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Zaznacz wszystkie wpisy na tej stronie' }));
    await userEvent.click(screen.getByRole('button', { name: 'Następna' }));
    expect(await screen.findByText('Osoba 30')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Zaznaczone wpisy' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Zaznacz wszystkie wpisy na tej stronie' })).not.toBeChecked();
  });

  it('approves an entry at once, confirms it and updates the badge', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Wpisy oczekujące na zatwierdzenie' });
    pendingMock.mockResolvedValue(page(PENDING.slice(0, 1)));
    await userEvent.click(within(rowOf('Ewa')).getByRole('button', { name: 'Zatwierdź' }));
    expect(decideMock).toHaveBeenCalledWith(12, 'approved');
    expect(await screen.findByText('Wpis został zatwierdzony.')).toBeInTheDocument();
    expect(screen.queryByText('Ewa')).not.toBeInTheDocument();
    await waitFor(() => expect(testQueryClient().getQueryData(reviewCountsQuery.queryKey)).toEqual({ pending: 1, flagged: 1 }));
  });

  it('after an approval with the keyboard, keeps focus on the next entry\'s approval, then on the list\'s title once none is left', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Wpisy oczekujące na zatwierdzenie' });
    pendingMock.mockResolvedValue(page(PENDING.slice(1)));
    within(rowOf('Jan Kowalski')).getByRole('button', { name: 'Zatwierdź' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Wpis został zatwierdzony.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Jan Kowalski')).not.toBeInTheDocument());
    expect(document.activeElement).toBe(within(rowOf('Ewa')).getByRole('button', { name: 'Zatwierdź' }));

    pendingMock.mockResolvedValue(page([]));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('Ewa')).not.toBeInTheDocument());
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: /Wpisy oczekujące na zatwierdzenie/ }));
  });

  it('after the last entry is approved, keeps focus on the approval of the entry before it', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Wpisy oczekujące na zatwierdzenie' });
    pendingMock.mockResolvedValue(page(PENDING.slice(0, 1)));
    within(rowOf('Ewa')).getByRole('button', { name: 'Zatwierdź' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('Ewa')).not.toBeInTheDocument());
    expect(document.activeElement).toBe(within(rowOf('Jan Kowalski')).getByRole('button', { name: 'Zatwierdź' }));
  });

  it('after a denial confirmed with the keyboard, keeps focus on the next entry\'s denial', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Wpisy oczekujące na zatwierdzenie' });
    pendingMock.mockResolvedValue(page(PENDING.slice(1)));
    within(rowOf('Jan Kowalski')).getByRole('button', { name: 'Odrzuć' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Odrzucić wpis?' });
    within(dialog).getByRole('button', { name: 'Odrzuć wpis' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText('Jan Kowalski')).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement).toBe(within(rowOf('Ewa')).getByRole('button', { name: 'Odrzuć' })));
  });

  it('denies an entry after a confirmation', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Wpisy oczekujące na zatwierdzenie' });
    await userEvent.click(within(rowOf('Jan Kowalski')).getByRole('button', { name: 'Odrzuć' }));
    const dialog = screen.getByRole('dialog', { name: 'Odrzucić wpis?' });
    expect(dialog).toHaveAccessibleDescription(
      'Wpis użytkownika Jan Kowalski z dnia 12.06.2025 (Bieg, 5,20 km) nie zostanie zaliczony do wydarzenia.',
    );
    expect(decideMock).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Odrzuć wpis' }));
    expect(decideMock).toHaveBeenCalledWith(11, 'denied');
    expect(await screen.findByText('Wpis został odrzucony.')).toBeInTheDocument();
  });

  it("says when a decision failed, with the server's reason, and keeps the entry", async () => {
    decideMock.mockRejectedValue(apiFailure(409, 'Ten wpis został już rozpatrzony.'));
    renderPage();
    await screen.findByRole('table', { name: 'Wpisy oczekujące na zatwierdzenie' });
    await userEvent.click(within(rowOf('Ewa')).getByRole('button', { name: 'Zatwierdź' }));
    expect(await screen.findByText('Nie udało się zapisać decyzji. Ten wpis został już rozpatrzony.')).toBeInTheDocument();
    expect(rowOf('Ewa')).toBeInTheDocument();
  });

  it('removes a flag at once', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Zgłoszone wpisy' });
    await userEvent.click(within(table).getByRole('button', { name: 'Usuń flagę' }));
    expect(resolveMock).toHaveBeenCalledWith(21, 'removeFlag');
    expect(await screen.findByText('Flaga została usunięta.')).toBeInTheDocument();
    expect(within(table).getByText('Brak zgłoszonych wpisów.')).toBeInTheDocument();
  });

  it('deletes a flagged activity only after a confirmation', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Zgłoszone wpisy' });
    await userEvent.click(within(table).getByRole('button', { name: 'Usuń aktywność' }));
    const dialog = screen.getByRole('dialog', { name: 'Usunąć aktywność?' });
    expect(resolveMock).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń aktywność' }));
    expect(resolveMock).toHaveBeenCalledWith(21, 'removeActivity');
    expect(await screen.findByText('Aktywność została usunięta.')).toBeInTheDocument();
  });

  it("says why each entry is flagged: the system's reason, or a participant's report", async () => {
    flaggedMock.mockResolvedValue([
      ...FLAGGED,
      anActivity({ id: 22, flagged: true, flagReason: 'tooFast', _user: { name: 'Szybki' } }),
      anActivity({ id: 23, flagged: true, flagReason: 'beyondManualLimit', _user: { name: 'Daleki' } }),
    ]);
    renderPage();
    const table = await screen.findByRole('table', { name: 'Zgłoszone wpisy' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toContain('Powód');
    expect(within(rowOf('Olek')).getByText('Zgłoszenie uczestnika')).toBeInTheDocument();
    expect(within(rowOf('Szybki')).getByText('Szybciej niż rekord świata na tym dystansie')).toBeInTheDocument();
    expect(within(rowOf('Daleki')).getByText('Dłuższy niż 500 km, limit wpisu ręcznego')).toBeInTheDocument();
    await act(() => i18next.changeLanguage('en'));
    expect(within(rowOf('Szybki')).getByText('Faster than the world record over this distance')).toBeInTheDocument();
    expect(within(rowOf('Olek')).getByText('Reported by a participant')).toBeInTheDocument();
  });

  it("shows a held Strava result by whose it is, its trees, status and reason, with its link to Strava: no day, type or km", async () => {
    flaggedMock.mockResolvedValue([...FLAGGED, aWithheldActivity()]);
    renderPage();
    const table = await screen.findByRole('table', { name: 'Zgłoszone wpisy' });
    const row = rowOf('Ewa Biegaczka');
    const cells = within(row).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual([
      'Ewa Biegaczkaewa@zielona.pl',
      'Wynik ze Stravy: szczegóły widzi tylko jego właściciel.oczekujeZobacz w Strava (otwiera się w nowej karcie)',
      '2,13',
      'Szybciej niż rekord świata na tym dystansie',
      'Usuń flagęUsuń aktywność',
    ]);
    expect(within(row).getByRole('link', { name: /Zobacz w Strava/ })).toHaveAttribute('href', 'https://www.strava.com/activities/13579246801');
    expect(screen.getByText(/Wyniki ze Stravy pokazujemy bez dnia, rodzaju i dystansu/)).toBeInTheDocument();
    // A manual entry beside it keeps its figures.
    expect(within(rowOf('Olek')).getByText('12.06.2025')).toBeInTheDocument();
    expect(within(table).getAllByRole('link', { name: /Zobacz w Strava/ })).toHaveLength(1);

    await userEvent.click(within(row).getByRole('button', { name: 'Usuń aktywność' }));
    expect(screen.getByRole('dialog', { name: 'Usunąć aktywność?' })).toHaveAccessibleDescription(
      'Wynik ze Stravy użytkownika Ewa Biegaczka (2,13 drzewa) zostanie usunięty, a jego drzewa odjęte od sumy. Tej operacji nie można cofnąć.',
    );
    await userEvent.keyboard('{Escape}');
    await act(() => i18next.changeLanguage('en'));
    expect(within(row).getByRole('link', { name: /View on Strava/ })).toBeInTheDocument();
    expect(within(row).getByText('A Strava result: only its owner sees the details.')).toBeInTheDocument();
  });

  it('says nothing of Strava when no flagged entry comes from it', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Zgłoszone wpisy' });
    expect(screen.queryByText(/Wyniki ze Stravy pokazujemy/)).not.toBeInTheDocument();
  });

  it('without the flag system, shows the flagged list only when the system flagged something', async () => {
    flaggedMock.mockResolvedValue([]);
    const { unmount } = renderPage({ flagSystem: false });
    await screen.findByRole('table', { name: 'Wpisy oczekujące na zatwierdzenie' });
    await waitFor(() => expect(flaggedMock).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: /Zgłoszone wpisy/ })).not.toBeInTheDocument();
    unmount();

    testQueryClient().clear();
    flaggedMock.mockResolvedValue([anActivity({ id: 24, flagged: true, flagReason: 'dayTotal', _user: { name: 'Ula' } })]);
    renderPage({ flagSystem: false });
    const table = await screen.findByRole('table', { name: 'Zgłoszone wpisy' });
    expect(within(table).getByText('Suma dystansu z tego dnia przekracza ludzkie możliwości')).toBeInTheDocument();
  });

  it('asks again for both lists when the review counts change live', async () => {
    renderPage();
    await screen.findByText('Olek');
    pendingMock.mockResolvedValue(page([...PENDING, anActivity({ id: 13, status: 'pending', _user: { name: 'Nowy' } })]));
    flaggedMock.mockResolvedValue([]);
    act(() => emitLive('review:counts', { companyId: 3, pending: 3, flagged: 0 }));
    expect(await screen.findByText('Nowy')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Olek')).not.toBeInTheDocument());
  });

  it('speaks English', async () => {
    await act(() => i18next.changeLanguage('en'));
    renderPage();
    const table = await screen.findByRole('table', { name: 'Entries waiting for approval' });
    expect(within(table).getAllByRole('button', { name: 'Approve' })).toHaveLength(2);
    expect(within(table).getAllByRole('button', { name: 'Deny' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Remove flag' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete activity' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all entries on this page' }));
    expect(screen.getByText('2 entries selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Approve selected (2)' }));
    expect(screen.getByRole('dialog', { name: 'Approve 2 entries?' })).toHaveAccessibleDescription(
      'The selected entries (2 in all) will count towards the challenge.',
    );
  });
});
