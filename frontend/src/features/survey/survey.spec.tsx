import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { StrictMode } from 'react';
import type { SurveySummaryResponse } from '@lesne/contracts';
import { renderWithProviders } from '../../test/render';
import { canGoNext, stepRequest } from './survey-steps';
import { fetchSurveySummary, saveSurveyStep, takeSurveyOffer } from './survey.api';
import { SurveyPrompt } from './SurveyPrompt';
import { SurveySummaryCard } from './SurveySummaryCard';

jest.mock('./survey.api');

const saved = () => jest.mocked(saveSurveyStep).mock.calls.map(([body]) => body);
const button = (name: string) => screen.getByRole('button', { name });
/** the footer's Zamknij; the dialog's corner × (also 'Zamknij') comes last */
const footerClose = () => screen.getAllByRole('button', { name: 'Zamknij' })[0];
const cornerClose = () => screen.getAllByRole('button', { name: 'Zamknij' })[1];

async function openSurvey(title = 'Ankieta') {
  renderWithProviders(<SurveyPrompt />);
  return screen.findByRole('dialog', { name: title });
}

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(takeSurveyOffer).mockResolvedValue({ shouldShow: true });
  jest.mocked(saveSurveyStep).mockResolvedValue({ shouldShow: true });
});
afterEach(() => i18next.changeLanguage('pl'));

describe('survey steps', () => {
  it('go on from a rating only once it is chosen; the suggestion step always', () => {
    expect(canGoNext(1, { q1: null, q2: null, q3: '' })).toBe(false);
    expect(canGoNext(1, { q1: 3, q2: null, q3: '' })).toBe(true);
    expect(canGoNext(2, { q1: 3, q2: null, q3: '' })).toBe(false);
    expect(canGoNext(3, { q1: 3, q2: 4, q3: '' })).toBe(true);
  });

  it('send the answers so far, and mark the last one answered', () => {
    expect(stepRequest(1, { q1: 3, q2: null, q3: '' })).toEqual({ q1: 3 });
    expect(stepRequest(3, { q1: 3, q2: 4, q3: '  ' })).toEqual({ q1: 3, q2: 4, answered: true });
    expect(stepRequest(3, { q1: 3, q2: 4, q3: 'Więcej' })).toEqual({ q1: 3, q2: 4, q3: 'Więcej', answered: true });
  });
});

describe('SurveyPrompt', () => {
  it('shows nothing when the server says not to', async () => {
    jest.mocked(takeSurveyOffer).mockResolvedValue({ shouldShow: false });
    renderWithProviders(<SurveyPrompt />);
    await waitFor(() => expect(takeSurveyOffer).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes the day\'s offer once a session, however often the layout mounts', async () => {
    const first = renderWithProviders(
      <StrictMode>
        <SurveyPrompt />
      </StrictMode>,
    );
    await screen.findByRole('dialog', { name: 'Ankieta' });
    first.unmount();
    renderWithProviders(<SurveyPrompt />);
    await screen.findByRole('dialog', { name: 'Ankieta' });
    expect(takeSurveyOffer).toHaveBeenCalledTimes(1);
  });

  it('walks the 3 steps, saving on each Dalej, with Wstecz and the thank-you', async () => {
    const survey = await openSurvey();
    expect(within(survey).getByRole('group', { name: 'Jak bardzo podobało Ci się wydarzenie?' })).toBeInTheDocument();
    expect(within(survey).getByRole('radio', { name: '1 – wcale' })).toBeInTheDocument();
    expect(button('Dalej')).toBeDisabled();
    await userEvent.click(within(survey).getByRole('radio', { name: '4' }));
    await userEvent.click(button('Dalej'));
    expect(saved()).toEqual([{ q1: 4 }]);

    expect(within(survey).getByRole('group', { name: 'Czy chcesz wziąć udział w kolejnym wydarzeniu?' })).toBeInTheDocument();
    expect(button('Dalej')).toBeDisabled();
    await userEvent.click(button('Wstecz'));
    expect(within(survey).getByRole('radio', { name: '4' })).toBeChecked();
    await userEvent.click(button('Dalej'));
    await userEvent.click(within(survey).getByRole('radio', { name: '5 – bardzo' }));
    await userEvent.click(button('Dalej'));
    expect(saved()).toEqual([{ q1: 4 }, { q1: 4 }, { q1: 4, q2: 5 }]);

    const suggestion = within(survey).getByRole('textbox', { name: 'Co możemy zrobić lepiej?' });
    expect(suggestion).toHaveAttribute('placeholder', 'Podziel się swoją opinią...');
    await userEvent.type(suggestion, 'Więcej biegów');
    await userEvent.click(button('Wyślij'));
    expect(saved()).toEqual([{ q1: 4 }, { q1: 4 }, { q1: 4, q2: 5 }, { q1: 4, q2: 5, q3: 'Więcej biegów', answered: true }]);
    expect(within(survey).getByText('Dziękujemy za Twoją opinię!')).toBeInTheDocument();

    await userEvent.click(footerClose());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(saved()).toHaveLength(4);
  });

  it.each([['the footer\'s Zamknij', footerClose], ['the corner ×', cornerClose]])('counts a close before the end by %s', async (_, closeButton) => {
    await openSurvey();
    await userEvent.click(closeButton());
    expect(saved()).toEqual([{ closed: true }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('counts Escape as a close, and goes on quietly when saving fails', async () => {
    jest.mocked(saveSurveyStep).mockRejectedValue(new Error('offline'));
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const survey = await openSurvey();
    await userEvent.click(within(survey).getByRole('radio', { name: '2' }));
    await userEvent.click(button('Dalej'));
    expect(within(survey).getByRole('group', { name: 'Czy chcesz wziąć udział w kolejnym wydarzeniu?' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(saved()).toEqual([{ q1: 2 }, { closed: true }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(logged).toHaveBeenCalledWith('survey step', expect.any(Error)));
    logged.mockRestore();
  });

  it('speaks English', async () => {
    await i18next.changeLanguage('en');
    const survey = await openSurvey('Survey');
    expect(within(survey).getByRole('radio', { name: '1 – not at all' })).toBeInTheDocument();
    expect(button('Next')).toBeDisabled();
  });
});

describe('SurveySummaryCard', () => {
  it('shows the averages and suggestions, saying they are anonymous', async () => {
    const summary: SurveySummaryResponse = {
      answers: 3, q1Average: 4.33, q2Average: 3.5, suggestions: [{ text: 'Więcej drzew', at: '2026-05-20T10:00:00.000Z' }],
    };
    jest.mocked(fetchSurveySummary).mockResolvedValue(summary);
    renderWithProviders(<SurveySummaryCard />);
    expect(await screen.findByText('Więcej drzew')).toBeInTheDocument();
    expect(screen.getByText('Odpowiedzi są anonimowe: nie widać, kto ich udzielił.')).toBeInTheDocument();
    expect(screen.getByText('4,33')).toBeInTheDocument();
    expect(screen.getByText('3,5')).toBeInTheDocument();
    expect(screen.getByText('20.05.2026')).toBeInTheDocument();
  });
});
