import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { emitLive } from '../../shared/realtime/live-bus';
import { apiFailure } from '../../test/api-error';
import { aCompany } from '../../test/companies';
import { aCertificate, certificates } from '../../test/diplomas';
import { anIdempotencyKey } from '../../test/idempotency';
import { aProfile } from '../../test/profiles';
import { signedInAs } from '../../test/query-client';
import { renderScreen } from '../../test/toasts';
import { fetchCertificates, generateCertificate } from './certificates.api';
import { CertificatesPage } from './CertificatesPage';

jest.mock('./certificates.api');
const fetchMock = jest.mocked(fetchCertificates);
const generateMock = jest.mocked(generateCertificate);

const DEFAULT_PL = 'Gratulujemy i dziękujemy za posadzenie drzew w akcji Leśne Wyzwanie!';
const DEFAULT_EN = 'Congratulations and thank you for planting trees in the Forest Challenge!';

function renderCertificates() {
  signedInAs(aProfile({ role: 'companyAdmin' }), aCompany({ eventStatus: 'closed', orderPaid: true }, { posadzimyUserId: 'p-1' }));
  return renderScreen(<CertificatesPage />, '/dyplomy/certyfikaty');
}

const toast = (text: string) => screen.findByText(text, { selector: '.Toastify *' });
const dedication = () => screen.getByRole('textbox', { name: 'Dedykacja' });

describe('CertificatesPage', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    fetchMock.mockResolvedValue(certificates());
  });

  afterEach(async () => {
    await act(() => i18next.changeLanguage('pl'));
  });

  it('generates from a template with the dedication, shows progress until the push, then download and copy link', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    generateMock.mockResolvedValue(aCertificate({ template: 1, state: 'rendering', url: null, text: 'Dla naszych biegaczy' }));
    renderCertificates();

    expect(await screen.findByText('Pozostałe certyfikaty')).toBeInTheDocument();
    expect(screen.getByText('Pozostałe certyfikaty').nextElementSibling).toHaveTextContent('1500');
    expect(dedication()).toHaveValue(DEFAULT_PL);
    expect(screen.getByRole('img', { name: 'Przykładowy certyfikat z szablonu własnego' })).toHaveAttribute('src', '/samples/certificate-own-pl.png');
    await userEvent.clear(dedication());
    await userEvent.type(dedication(), '  Dla naszych biegaczy  ');
    await userEvent.click(screen.getByRole('button', { name: 'Generuj z szablonem sadzenia drzew' }));
    expect(generateMock).toHaveBeenCalledWith({ template: 1, text: 'Dla naszych biegaczy' }, anIdempotencyKey);
    expect(await screen.findByText('Generowanie certyfikatu…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Generuj z szablonem/ })).not.toBeInTheDocument();

    fetchMock.mockResolvedValue(certificates({ certLeft: 0, certificate: aCertificate({ template: 1 }) }));
    act(() => emitLive('certificate:changed', { companyId: 3 }));
    expect(await toast('Certyfikat wygenerowany!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pobierz certyfikat' })).toHaveAttribute('href', '/api/v1/documents/tok-123');
    expect(screen.getByRole('link', { name: 'ABCD-EFGH-JKMN' })).toHaveAttribute('href', '/weryfikacja/ABCD-EFGH-JKMN');

    await userEvent.click(screen.getByRole('button', { name: 'Kopiuj link' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost/api/v1/documents/tok-123');
    expect(await toast('Link skopiowany do schowka')).toBeInTheDocument();
  });

  it("takes the template id of the certificate's language, with that language's dedication unless one was written", async () => {
    generateMock.mockResolvedValue(aCertificate({ state: 'rendering', url: null }));
    renderCertificates();
    await screen.findByRole('textbox', { name: 'Dedykacja' });
    await userEvent.selectOptions(screen.getByLabelText('Język certyfikatu'), 'Angielski');
    expect(dedication()).toHaveValue(DEFAULT_EN);
    expect(screen.getByRole('img', { name: 'Przykładowy certyfikat z szablonu własnego' })).toHaveAttribute('src', '/samples/certificate-own-en.png');
    await userEvent.click(screen.getByRole('button', { name: 'Generuj z szablonem własnym' }));
    expect(generateMock).toHaveBeenCalledWith({ template: 130, text: DEFAULT_EN }, anIdempotencyKey);
  });

  it('keeps a written dedication when the language changes, and asks for one when it is empty', async () => {
    renderCertificates();
    await screen.findByRole('textbox', { name: 'Dedykacja' });
    await userEvent.clear(dedication());
    await userEvent.click(screen.getByRole('button', { name: 'Generuj z szablonem własnym' }));
    expect(generateMock).not.toHaveBeenCalled();
    expect(dedication()).toHaveAccessibleDescription(/Wpisz dedykację\./);
    await userEvent.type(dedication(), 'Nasza dedykacja');
    await userEvent.selectOptions(screen.getByLabelText('Język certyfikatu'), 'en');
    expect(dedication()).toHaveValue('Nasza dedykacja');
  });

  it('says when generating fails, at once or in the worker', async () => {
    generateMock.mockRejectedValueOnce(apiFailure(400, 'Dedykacja może mieć najwyżej 1000 znaków.'));
    renderCertificates();
    await userEvent.click(await screen.findByRole('button', { name: 'Generuj z szablonem własnym' }));
    expect(await toast('Błąd podczas generowania certyfikatu. Dedykacja może mieć najwyżej 1000 znaków.')).toBeInTheDocument();

    generateMock.mockResolvedValue(aCertificate({ state: 'rendering', url: null }));
    await userEvent.click(screen.getByRole('button', { name: 'Generuj z szablonem własnym' }));
    await screen.findByText('Generowanie certyfikatu…');
    // The same form sent again: the same key, as the first one may have been stored after all.
    expect(generateMock.mock.calls[1][1]).toBe(generateMock.mock.calls[0][1]);
    fetchMock.mockResolvedValue(certificates({ certificate: aCertificate({ state: 'failed', url: null }) }));
    act(() => emitLive('certificate:changed', { companyId: 3 }));
    expect(await toast('Błąd podczas generowania certyfikatu')).toBeInTheDocument();
    // It may be tried again.
    expect(await screen.findByRole('button', { name: 'Generuj z szablonem własnym' })).toBeEnabled();
  });

  it('tells when the certificate was already generated in the planting panel', async () => {
    fetchMock.mockResolvedValue(certificates({ certLeft: 200, generatedInPlantingPanel: true }));
    renderCertificates();
    expect(await screen.findByText('Certyfikat został już wygenerowany w panelu posadzimy.pl.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Przejdź do panelu posadzimy.pl' })).toHaveAttribute('href', 'https://posadzimy.pl/panel');
  });

  it('says how many certificates are left, or that it is unknown while the tree-planting service does not answer', async () => {
    fetchMock.mockResolvedValue(certificates({ certLeft: 1200 }));
    const { unmount } = renderCertificates();
    expect(await screen.findByText('1200')).toBeInTheDocument();
    unmount();
    fetchMock.mockResolvedValue(certificates({ certLeft: null }));
    renderCertificates();
    expect(await screen.findByText('Nie wiadomo: serwis posadzimy.pl chwilowo nie odpowiada')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generuj z szablonem własnym' })).toBeEnabled();
  });

  it('offers only download and copy link once a certificate exists, without a toast for one made earlier', async () => {
    fetchMock.mockResolvedValue(certificates({ certificate: aCertificate() }));
    renderCertificates();
    expect(await screen.findByRole('link', { name: 'Pobierz certyfikat' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kopiuj link' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Dedykacja' })).not.toBeInTheDocument();
    expect(screen.queryByText('Certyfikat wygenerowany!')).not.toBeInTheDocument();
  });

  it('shows the two template samples in a lightbox while the certificate is unavailable', async () => {
    fetchMock.mockResolvedValue(certificates({ unavailable: 'notClosed' }));
    renderCertificates();
    expect(await screen.findByText('Twoje wydarzenie jeszcze się nie zakończyło.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Dedykacja' })).not.toBeInTheDocument();
    const samples = screen.getAllByRole('img').map((image) => image.getAttribute('src'));
    expect(samples).toEqual(['/samples/certificate-own-pl.png', '/samples/certificate-planting-pl.png']);

    await userEvent.click(screen.getByRole('button', { name: 'Powiększ: Szablon sadzenia drzew' }));
    const lightbox = await screen.findByRole('dialog', { name: 'Podgląd wzoru' });
    await waitFor(() =>
      expect(within(lightbox).getByRole('img', { name: 'Przykładowy certyfikat z szablonu sadzenia drzew' })).toHaveAttribute(
        'src',
        '/samples/certificate-planting-pl.png',
      ),
    );
  });

  it('speaks English', async () => {
    await act(() => i18next.changeLanguage('en'));
    renderCertificates();
    expect(await screen.findByRole('textbox', { name: 'Dedication' })).toHaveValue(DEFAULT_EN);
    expect(screen.getByRole('button', { name: 'Generate with the tree-planting template' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A sample certificate from the own template' })).toHaveAttribute('src', '/samples/certificate-own-en.png');
  });
});
