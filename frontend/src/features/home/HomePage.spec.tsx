import { act, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import type { CompanyResponse } from '@lesne/contracts';
import { aCompany } from '../../test/companies';
import { aProfile } from '../../test/profiles';
import { signedInAs } from '../../test/query-client';
import { aUserRow } from '../../test/activities';
import { renderAt } from '../../test/render';
import userEvent from '@testing-library/user-event';
import { ACTIVITY_TYPES } from '../../test/activities';
import { fetchActivityTypes, fetchUserActivities } from '../activities/activities.api';
import { fetchRanking } from '../ranking/ranking.api';
import { firstRunDismissedKey } from './first-run';
import { HomePage } from './HomePage';

jest.mock('../activities/activities.api');
jest.mock('../ranking/ranking.api');

function renderHome(company: CompanyResponse | null = aCompany(), profile = aProfile({ role: 'companyAdmin' })) {
  signedInAs(profile, company);
  return renderAt(<HomePage />);
}

const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
const statValue = (caption: string) =>
  screen.getByText(caption, { selector: '.caption' }).parentElement?.querySelector('.value')
    ?.textContent;

describe('HomePage', () => {
  beforeEach(() => {
    // The summary's tests leave the ranking loading; the ranking's own tests answer it.
    jest.mocked(fetchRanking).mockReset().mockReturnValue(new Promise(() => {}));
  });

  const answerRanking = () => jest.mocked(fetchRanking).mockResolvedValue({ items: [aUserRow()], nextPage: null });

  afterEach(async () => {
    window.localStorage.removeItem(firstRunDismissedKey(7));
    await act(() => i18next.changeLanguage('pl'));
  });

  it('greets by first name, with the edit-name button', () => {
    renderHome();
    expect(screen.getByRole('heading', { name: 'Cześć, Anna!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zmień imię' })).toBeInTheDocument();
  });

  it.each([
    ['waiting', 'Oczekuje', 'Waiting'],
    ['inProgress', 'Trwa', 'In progress'],
    ['closed', 'Zakończone', 'Finished'],
  ] as const)('shows the %s status in the summary in both languages', async (status, polish, english) => {
    renderHome(aCompany({ eventStatus: status }));
    const summary = screen.getByRole('region', { name: 'Podsumowanie wydarzenia' });
    expect(within(summary).getByText(/^Status wydarzenia/).parentElement).toHaveTextContent(`Status wydarzenia: ${polish}`);
    await act(() => i18next.changeLanguage('en'));
    expect(within(summary).getByText(/^Event status/).parentElement).toHaveTextContent(`Event status: ${english}`);
  });

  it("shows the dates in each language's one style, and both ratios", async () => {
    renderHome();
    expect(fact('Start wydarzenia')).toBe('01.06.2025');
    expect(fact('Koniec wydarzenia')).toBe('30.06.2025');
    expect(fact('Przelicznik')).toBe('1 drzewo = 5 km');
    expect(fact('Przelicznik dla jazdy na rowerze')).toBe('1 drzewo = 20 km');

    await act(() => i18next.changeLanguage('en'));
    expect(fact('Event start')).toBe('1 June 2025');
    expect(fact('Ratio for cycling')).toBe('1 tree = 20 km');
  });

  it('says an event ending by trees ends at the tree limit, with Polish plural forms', async () => {
    renderHome(aCompany({ eventEndType: 'trees', dateTo: null, treeLimit: 5000 }));
    expect(fact('Koniec wydarzenia')).toBe('po osiągnięciu 5000 drzew');
    await act(() => i18next.changeLanguage('en'));
    expect(fact('Event end')).toBe('when 5,000 trees are reached');
  });

  it('says an event ending by both ends at the date or earlier at the limit', () => {
    renderHome(aCompany({ eventEndType: 'both', treeLimit: 12_000 }));
    expect(fact('Koniec wydarzenia')).toBe('30.06.2025 lub wcześniej, po osiągnięciu 12\u00a0000 drzew');
  });

  it('heads the summary with the whole trees planted, never a fraction of one, then the km they came from', () => {
    renderHome();
    const summary = screen.getByRole('region', { name: 'Podsumowanie wydarzenia' });
    const headline = within(summary).getByText('1234');
    expect(headline.parentElement).toHaveTextContent('1234 Łączna liczba drzew');
    expect(within(summary).getByText('z 6172,46 km przebytych razem')).toBeInTheDocument();
    // Read before the dates.
    expect(headline.compareDocumentPosition(screen.getByText('Start wydarzenia', { selector: 'dt' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(summary).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the way to the tree limit of an event that ends at it', () => {
    renderHome(aCompany({ eventEndType: 'trees', dateTo: null, treeLimit: 5000, treeSum: 1250 }));
    expect(screen.getByRole('progressbar', { name: 'Postęp do limitu 5000 drzew' })).toHaveAttribute('value', '0.25');
  });

  it('shows six statistics (whole rows), counts (people too) whole and measured figures with up to two decimals in Polish format', () => {
    renderHome();
    const stats = screen.getByRole('region', { name: 'Wpływ na środowisko' });
    expect(within(stats).getAllByRole('listitem')).toHaveLength(6);
    expect(statValue('Uczestnicy')).toBe('40');
    expect(statValue('Aktywności')).toBe('321');
    expect(statValue('Tlen dla osób (na rok)')).toBe('197');
    expect(statValue('Powierzchnia lasu (m²)')).toBe('4936');
    expect(statValue('Pochłanianie CO₂ rocznie (kg)')).toBe('27\u00a0148');
    expect(statValue('Papier (kg)')).toBe('72\u00a0559,2');
  });

  it('shows the statistics and dates in English format once the language is English', async () => {
    renderHome(aCompany({ participants: 1200 }));
    await act(() => i18next.changeLanguage('en'));
    expect(statValue('Participants')).toBe('1,200');
    expect(screen.getByText('1,234')).toBeInTheDocument();
    expect(screen.getByText('from 6,172.46 km covered together')).toBeInTheDocument();
    expect(statValue('CO₂ absorbed per year (kg)')).toBe('27,148');
    expect(fact('Event start')).toBe('1 June 2025');
    await act(() => i18next.changeLanguage('pl'));
    expect(screen.getByText('1234')).toBeInTheDocument();
    expect(fact('Start wydarzenia')).toBe('01.06.2025');
    expect(statValue('Uczestnicy')).toBe('1200');
  });

  it('shows 0 for a value that is not a number', () => {
    renderHome(aCompany({ co2: 'n/a' as unknown as number }));
    expect(statValue('Pochłanianie CO₂ rocznie (kg)')).toBe('0');
  });

  it('shows the company logo when there is one, otherwise the name', () => {
    const { unmount } = renderHome();
    expect(screen.getByText('Zielona Sp. z o.o.', { selector: '.company' })).toBeInTheDocument();
    unmount();

    renderHome(aCompany({}, { name: { name: 'Zielona', registerNumber: 'z', logo: { url: '/logos/3.png?v=2' } } }));
    expect(screen.getByRole('img', { name: 'Logo firmy Zielona' })).toHaveAttribute('src', '/logos/3.png?v=2');
  });

  it('offers a platform admin without a company the way to event management, and no summary', () => {
    renderHome(null, aProfile({ role: 'admin', _company: null }));
    expect(screen.getByRole('link', { name: 'Przejdź do zarządzania wydarzeniami' })).toHaveAttribute('href', '/zarzadzanie-eventami');
    expect(screen.queryByText('Podsumowanie wydarzenia')).not.toBeInTheDocument();
  });

  it('shows the ranking below the summary while the event runs, and no podium', async () => {
    answerRanking();
    renderHome(aCompany({ teams: false }), aProfile());
    const ranking = await screen.findByRole('region', { name: 'Ranking' });
    expect(await within(ranking).findByText('Jan Kowalski')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Podium' })).not.toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Podsumowanie wydarzenia' });
    expect(summary.compareDocumentPosition(ranking) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('puts the podium above the summary once the event is closed', async () => {
    answerRanking();
    renderHome(aCompany({ eventStatus: 'closed' }), aProfile());
    const podium = await screen.findByRole('region', { name: 'Podium' });
    expect(await within(podium).findByRole('heading', { name: '1. miejsce' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Podsumowanie wydarzenia' });
    expect(podium.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(fetchRanking).toHaveBeenCalledWith({ page: 0, type: 'team' });
  });

  it('hides the ranking and the podium from participants when the company hides the ranking', () => {
    renderHome(aCompany({ hideRanking: true, eventStatus: 'closed' }), aProfile({ role: 'regular' }));
    expect(screen.queryByRole('region', { name: 'Ranking' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Podium' })).not.toBeInTheDocument();
    expect(fetchRanking).not.toHaveBeenCalled();
  });

  it('always shows the ranking to company admins', async () => {
    answerRanking();
    renderHome(aCompany({ hideRanking: true }), aProfile({ role: 'companyAdmin' }));
    expect(await screen.findByRole('region', { name: 'Ranking' })).toBeInTheDocument();
  });

  describe('the greeting', () => {
    it.each([
      ['a participant', 'regular', 'inProgress', 'Bierzesz udział w wydarzeniu firmy Zielona Sp. z o.o.'],
      ['an admin', 'companyAdmin', 'inProgress', 'Prowadzisz wydarzenie firmy Zielona Sp. z o.o.'],
      ['a participant after the end', 'regular', 'closed', 'Koniec! Dziękujemy za udział w wydarzeniu firmy Zielona Sp. z o.o.'],
      ['an admin after the end', 'companyAdmin', 'closed', 'Koniec! Dziękujemy za udział w wydarzeniu firmy Zielona Sp. z o.o.'],
    ] as const)('fits %s', (_case, role, eventStatus, text) => {
      renderHome(aCompany({ eventStatus }), aProfile({ role, kmSum: 5 }));
      expect(screen.getByText(text)).toBeInTheDocument();
    });
  });

  describe('the first-run card', () => {
    beforeEach(() => {
      jest.mocked(fetchActivityTypes).mockResolvedValue({ activity_types: ACTIVITY_TYPES, maxDaysBeforeManualActivity: 7 });
      jest.mocked(fetchUserActivities).mockResolvedValue([]);
    });

    const card = () => screen.queryByRole('region', { name: 'Pierwsze kroki' });

    it('leads a new participant to a first result (the add-result drawer), Strava and a team', async () => {
      renderHome(aCompany(), aProfile());
      const steps = within(card()!).getAllByRole('listitem');
      expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual(['Dodaj pierwszy wynik', 'Połącz Stravę', 'Dołącz do drużyny']);
      expect(within(card()!).getByRole('link', { name: 'Przejdź do integracji' })).toHaveAttribute('href', '/moje-integracje');
      await userEvent.click(within(card()!).getByRole('button', { name: 'Dodaj wynik' }));
      expect(await screen.findByRole('dialog', { name: 'Dodaj wynik' })).toBeInTheDocument();
    });

    it('has no team step without teams, marks a team already joined, and says when results can be added', () => {
      const { unmount } = renderHome(aCompany({ teams: false }), aProfile());
      expect(within(card()!).getAllByRole('listitem')).toHaveLength(2);
      unmount();
      renderHome(aCompany({ eventStatus: 'waiting' }), aProfile({ team: { id: 5, name: 'Dęby' } }));
      expect(within(card()!).getByText('Jesteś w drużynie Dęby.')).toBeInTheDocument();
      expect(within(card()!).getByText('Wyniki dodasz od startu wydarzenia, 01.06.2025.')).toBeInTheDocument();
      expect(within(card()!).queryByRole('button', { name: 'Dodaj wynik' })).not.toBeInTheDocument();
    });

    it('is gone once the participant has a result, for admins, and after the end', () => {
      for (const [company, profile] of [
        [aCompany(), aProfile({ kmSum: 0.5 })],
        [aCompany(), aProfile({ role: 'companyAdmin' })],
        [aCompany({ eventStatus: 'closed' }), aProfile()],
      ] as const) {
        const { unmount } = renderHome(company, profile);
        expect(card()).not.toBeInTheDocument();
        unmount();
      }
    });

    it('stays closed once dismissed', async () => {
      const { unmount } = renderHome(aCompany(), aProfile());
      await userEvent.click(within(card()!).getByRole('button', { name: 'Nie pokazuj więcej' }));
      expect(card()).not.toBeInTheDocument();
      unmount();
      renderHome(aCompany(), aProfile());
      expect(card()).not.toBeInTheDocument();
    });

    it('speaks English', async () => {
      renderHome(aCompany(), aProfile());
      await act(() => i18next.changeLanguage('en'));
      expect(screen.getByRole('region', { name: 'First steps' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: "Don't show again" })).toBeInTheDocument();
    });
  });
});
