import { act, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import type { CompanyResponse } from '@lesne/contracts';
import { aCompany } from '../../test/companies';
import { aProfile } from '../../test/profiles';
import { signedInAs } from '../../test/query-client';
import { aUserRow } from '../../test/activities';
import { renderAt } from '../../test/render';
import { fetchRanking } from '../ranking/ranking.api';
import { HomePage } from './HomePage';

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
    await act(() => i18next.changeLanguage('pl'));
  });

  it('keeps the greeting with the edit-name button', () => {
    renderHome();
    expect(screen.getByRole('heading', { name: 'Cześć, Anna Nowak!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zmień imię' })).toBeInTheDocument();
  });

  it.each([
    ['waiting', 'Oczekuje', 'Waiting'],
    ['inProgress', 'Trwa', 'In progress'],
    ['closed', 'Zakończone', 'Finished'],
  ] as const)('shows the %s status in the summary in both languages', async (status, polish, english) => {
    renderHome(aCompany({ eventStatus: status }));
    const summary = screen.getByRole('region', { name: 'Podsumowanie wyzwania' });
    expect(within(summary).getByText(/^Status wydarzenia/).parentElement).toHaveTextContent(`Status wydarzenia: ${polish}`);
    await act(() => i18next.changeLanguage('en'));
    expect(within(summary).getByText(/^Event status/).parentElement).toHaveTextContent(`Event status: ${english}`);
  });

  it('shows the dates in Polish format and both ratios', async () => {
    renderHome();
    expect(fact('Start wyzwania')).toBe('01.06.2025');
    expect(fact('Koniec wyzwania')).toBe('30.06.2025');
    expect(fact('Przelicznik')).toBe('1 drzewo = 5 km');
    expect(fact('Przelicznik dla jazdy na rowerze')).toBe('1 drzewo = 20 km');

    await act(() => i18next.changeLanguage('en'));
    expect(fact('Challenge start')).toBe('01.06.2025');
    expect(fact('Ratio for cycling')).toBe('1 tree = 20 km');
  });

  it('says an event ending by trees ends at the tree limit, with Polish plural forms', async () => {
    renderHome(aCompany({ eventEndType: 'trees', dateTo: null, treeLimit: 5000 }));
    expect(fact('Koniec wyzwania')).toBe('po zebraniu 5000 drzew');
    await act(() => i18next.changeLanguage('en'));
    expect(fact('Challenge end')).toBe('when 5,000 trees are collected');
  });

  it('says an event ending by both ends at the date or earlier at the limit', () => {
    renderHome(aCompany({ eventEndType: 'both', treeLimit: 12_000 }));
    expect(fact('Koniec wyzwania')).toBe('30.06.2025 lub wcześniej, po zebraniu 12\u00a0000 drzew');
  });

  it('shows counts whole and every measured statistic with two decimals in Polish format (thousands split by a non-breaking space)', () => {
    renderHome();
    const stats = screen.getByRole('region', { name: 'Wpływ na środowisko' });
    expect(within(stats).getAllByRole('listitem')).toHaveLength(8);
    expect(statValue('Uczestnicy')).toBe('40');
    expect(statValue('Aktywności')).toBe('321');
    expect(statValue('Łączny dystans (km)')).toBe('6172,46');
    expect(statValue('Łączna liczba drzew')).toBe('1234,50');
    expect(statValue('Tlen dla osób (na rok)')).toBe('197,52');
    expect(statValue('Powierzchnia lasu (m²)')).toBe('4938,00');
    expect(statValue('Pochłanianie CO₂ rocznie (kg)')).toBe('27\u00a0159,00');
    expect(statValue('Papier (kg)')).toBe('72\u00a0588,60');
  });

  it('shows the statistics in English format once the language is English, the dates still Polish', async () => {
    renderHome(aCompany({ participants: 1200 }));
    await act(() => i18next.changeLanguage('en'));
    expect(statValue('Participants')).toBe('1,200');
    expect(statValue('Total trees')).toBe('1,234.50');
    expect(statValue('CO₂ absorbed per year (kg)')).toBe('27,159.00');
    expect(fact('Challenge start')).toBe('01.06.2025');
    await act(() => i18next.changeLanguage('pl'));
    expect(statValue('Łączna liczba drzew')).toBe('1234,50');
    expect(statValue('Uczestnicy')).toBe('1200');
  });

  it('shows 0,00 for a value that is not a number', () => {
    renderHome(aCompany({ co2: 'n/a' as unknown as number }));
    expect(statValue('Pochłanianie CO₂ rocznie (kg)')).toBe('0,00');
  });

  it('shows the company logo when there is one, otherwise the name', () => {
    const { unmount } = renderHome();
    expect(screen.getByText('Zielona Sp. z o.o.', { selector: '.event-summary__company' })).toBeInTheDocument();
    unmount();

    renderHome(aCompany({}, { name: { name: 'Zielona', registerNumber: 'z', logo: { url: '/logos/3.png?v=2' } } }));
    expect(screen.getByRole('img', { name: 'Logo firmy Zielona' })).toHaveAttribute('src', '/logos/3.png?v=2');
  });

  it('offers a platform admin without a company the way to event management, and no summary', () => {
    renderHome(null, aProfile({ role: 'admin', _company: null }));
    expect(screen.getByRole('link', { name: 'Przejdź do zarządzania eventami' })).toHaveAttribute('href', '/zarzadzanie-eventami');
    expect(screen.queryByText('Podsumowanie wyzwania')).not.toBeInTheDocument();
  });

  it('shows the ranking below the summary while the event runs, and no podium', async () => {
    answerRanking();
    renderHome(aCompany({ teams: false }), aProfile());
    const ranking = await screen.findByRole('region', { name: 'Ranking' });
    expect(await within(ranking).findByText('Jan Kowalski')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Podium' })).not.toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Podsumowanie wyzwania' });
    expect(summary.compareDocumentPosition(ranking) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('puts the podium above the summary once the event is closed', async () => {
    answerRanking();
    renderHome(aCompany({ eventStatus: 'closed' }), aProfile());
    const podium = await screen.findByRole('region', { name: 'Podium' });
    expect(await within(podium).findByRole('heading', { name: '1. miejsce' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Podsumowanie wyzwania' });
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
});
