import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { PATHS, type VerificationResponse } from '@lesne/contracts';
import { apiFailure } from '../../test/api-error';
import { renderRoutes } from '../../test/render';
import { fetchVerification } from './verification.api';
import { VerificationPage } from './VerificationPage';

jest.mock('./verification.api');
const fetchMock = jest.mocked(fetchVerification);

const DIPLOMA: VerificationResponse = {
  kind: 'diploma',
  name: 'Jan Kowalski',
  companyName: 'Zielona Firma',
  dateFrom: '2025-06-01',
  dateTo: '2025-06-30',
  km: null,
  trees: 61,
  issuedAt: '2025-07-01T22:30:00.000Z',
  current: true,
};

function renderCheck(path: string) {
  return renderRoutes([
    { path: PATHS.verification, element: <VerificationPage /> },
    { path: `${PATHS.verification}/:code`, element: <VerificationPage /> },
  ], path);
}

const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('VerificationPage', () => {
  beforeEach(() => jest.clearAllMocks());
  afterEach(async () => {
    await act(() => i18next.changeLanguage('pl'));
  });

  it('shows what a current diploma says, dates in Polish format, and no km (a participant’s come partly from Strava)', async () => {
    fetchMock.mockResolvedValue(DIPLOMA);
    renderCheck('/weryfikacja/ABCD-EFGH-JKMN');
    const document = await screen.findByRole('region', { name: 'Dyplom' });
    expect(within(document).getByText('Dokument aktualny')).toHaveClass('badge--ok');
    expect(fetchMock).toHaveBeenCalledWith('ABCD-EFGH-JKMN');
    expect(fact('Na dokumencie')).toBe('Jan Kowalski');
    expect(fact('Firma')).toBe('Zielona Firma');
    expect(fact('Wydarzenie')).toBe('01.06.2025 – 30.06.2025');
    expect(screen.queryByText('Kilometry')).not.toBeInTheDocument();
    expect(fact('Drzewa')).toBe('61');
    // Issued late on 1 July UTC: 2 July in Warsaw.
    expect(fact('Data wydania')).toBe('02.07.2025');
    expect(screen.queryByText('Dokument zastąpiony nowszym')).not.toBeInTheDocument();
  });

  it('says clearly when a newer document replaced this one', async () => {
    fetchMock.mockResolvedValue({ ...DIPLOMA, kind: 'certificate', name: 'Zielona Firma', km: 1234.5, current: false });
    renderCheck('/weryfikacja/abcd efgh jkmn');
    const document = await screen.findByRole('region', { name: 'Certyfikat' });
    // A certificate's km are the company's.
    expect(fact('Kilometry')).toBe('1234,50');
    expect(within(document).getByText('Dokument zastąpiony nowszym')).toHaveClass('badge--warn');
    expect(within(document).getByText(/wydano nowszą wersję/)).toBeInTheDocument();
    expect(screen.queryByText('Dokument aktualny')).not.toBeInTheDocument();
    // The server reads lower case and spaces: the code goes as it came.
    expect(fetchMock).toHaveBeenCalledWith('abcd efgh jkmn');
  });

  it('shows nothing but "no document" for a wrong code', async () => {
    fetchMock.mockRejectedValue(apiFailure(404, 'Nie znaleziono.'));
    renderCheck('/weryfikacja/ZZZZ-ZZZZ-ZZZZ');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Nie ma dokumentu o tym kodzie\.$/);
    expect(screen.queryByText('Nie znaleziono.')).not.toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByText('Na dokumencie')).not.toBeInTheDocument();
  });

  it('offers a retry when the check itself failed', async () => {
    fetchMock.mockRejectedValueOnce(apiFailure(500)).mockResolvedValue(DIPLOMA);
    renderCheck('/weryfikacja/ABCD-EFGH-JKMN');
    expect(await screen.findByText('Nie udało się sprawdzić dokumentu.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText('Dokument aktualny')).toBeInTheDocument();
  });

  it('checks a typed code, trimmed, from the form', async () => {
    fetchMock.mockResolvedValue(DIPLOMA);
    const { address } = renderCheck('/weryfikacja');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sprawdź' })).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Kod dokumentu' }), '  abcd-efgh-jkmn {Enter}');
    expect(address()).toBe('/weryfikacja/abcd-efgh-jkmn');
    expect(await screen.findByText('Dokument aktualny')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('abcd-efgh-jkmn');
    expect(screen.getByRole('textbox', { name: 'Kod dokumentu' })).toHaveValue('abcd-efgh-jkmn');
  });

  it('speaks English', async () => {
    await act(() => i18next.changeLanguage('en'));
    fetchMock.mockResolvedValue({ ...DIPLOMA, kind: 'certificate', km: 1234.5, current: false });
    renderCheck('/weryfikacja/ABCD-EFGH-JKMN?lang=en');
    expect(await screen.findByText('Replaced by a newer document')).toBeInTheDocument();
    expect(fact('Event')).toBe('1 June 2025 – 30 June 2025');
    expect(fact('Kilometres')).toBe('1,234.50');
  });
});
