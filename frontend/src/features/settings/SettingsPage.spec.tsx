import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { LOGO_MAX_BYTES, type CompanyResponse, type CompanyStats } from '@lesne/contracts';
import { addDays, warsawDay } from '@lesne/domain';
import { apiFailure } from '../../test/api-error';
import { aCompany } from '../../test/companies';
import { aProfile } from '../../test/profiles';
import { signedInAs, testQueryClient } from '../../test/query-client';
import { renderScreen } from '../../test/toasts';
import { deleteLogo, renameCompany, saveEventSettings, uploadLogo } from './settings.api';
import { companyQuery } from '../company/company.queries';
import { SettingsPage } from './SettingsPage';

jest.mock('../company/company.api');
jest.mock('./settings.api');
// The office screens have their own tests (OfficeScreensCard.spec.tsx).
jest.mock('./office-screens.api', () => ({ fetchOfficeScreens: jest.fn(async () => []) }));
jest.mock('./chat-channel.api', () => ({ fetchChatChannel: jest.fn(async () => null) }));
// The settings page shows the survey summary card; these tests are about the settings.
jest.mock('../survey/survey.api', () => ({
  takeSurveyOffer: jest.fn(),
  saveSurveyStep: jest.fn(),
  fetchSurveySummary: jest.fn(() => new Promise(() => undefined)),
}));

const today = () => warsawDay(new Date());

/** An event that has not started: everything may change. */
function editableCompany(stats: Partial<CompanyStats> = {}, overrides: Partial<CompanyResponse> = {}) {
  return aCompany(
    {
      eventStatus: 'waiting',
      settingsEditable: true,
      dateFrom: addDays(today(), 10),
      dateTo: addDays(today(), 40),
      ...stats,
    },
    overrides,
  );
}

function renderSettings(company: CompanyResponse = editableCompany()) {
  signedInAs(aProfile({ role: 'companyAdmin' }), company);
  return renderScreen(<SettingsPage />, '/ustawienia-eventu');
}

const pngFile = (size = 10, name = 'logo.png', type = 'image/png') => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

const saveSettings = () => userEvent.click(screen.getByRole('button', { name: 'Zapisz ustawienia' }));

describe('SettingsPage', () => {
  beforeEach(() => {
    jest.clearAllMocks();
  });

  afterEach(async () => {
    await act(() => i18next.changeLanguage('pl'));
  });

  describe('logo', () => {
    it.each([
      ['logo.gif', 'image/gif'],
      ['logo.svg', 'image/svg+xml'],
      ['logo.webp', ''],
    ])('refuses %s with an error toast', async (name, type) => {
      const user = userEvent.setup({ applyAccept: false });
      renderSettings();
      await user.upload(screen.getByLabelText('Wybierz plik z logo'), pngFile(10, name, type));
      expect(await screen.findByText('Logo musi być plikiem JPG, JPEG lub PNG.')).toBeInTheDocument();
      expect(screen.queryByRole('img', { name: 'Podgląd nowego logo' })).not.toBeInTheDocument();
      expect(uploadLogo).not.toHaveBeenCalled();
    });

    it('refuses a file over 2 MB with an error toast', async () => {
      renderSettings();
      await userEvent.upload(screen.getByLabelText('Wybierz plik z logo'), pngFile(LOGO_MAX_BYTES + 1));
      expect(await screen.findByText('Logo może mieć najwyżej 2 MB.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Zapisz logo' })).not.toBeInTheDocument();
    });

    it('previews a jpg or png of at most 2 MB and sends it as a data URL', async () => {
      const updated = editableCompany({}, { name: { name: 'Zielona Sp. z o.o.', registerNumber: 'zielona-demo', logo: { url: '/logo/3?v=2' } } });
      jest.mocked(uploadLogo).mockResolvedValue(updated);
      renderSettings();
      await userEvent.upload(screen.getByLabelText('Wybierz plik z logo'), pngFile(LOGO_MAX_BYTES, 'LOGO.JPEG', ''));
      expect(await screen.findByRole('img', { name: 'Podgląd nowego logo' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^data:image\/jpeg;base64,/),
      );

      await userEvent.click(screen.getByRole('button', { name: 'Zapisz logo' }));
      expect(uploadLogo).toHaveBeenCalledWith(expect.stringMatching(/^data:image\/jpeg;base64,/));
      expect(await screen.findByText('Logo zostało zapisane')).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'Aktualne logo firmy' })).toHaveAttribute('src', '/logo/3?v=2');
      expect(testQueryClient().getQueryData(companyQuery.queryKey)).toEqual(updated);
    });

    it('removes the logo after confirmation', async () => {
      const withLogo = editableCompany({}, { name: { name: 'Zielona', registerNumber: 'z', logo: { url: '/logo/3' } } });
      jest.mocked(deleteLogo).mockResolvedValue(editableCompany());
      renderSettings(withLogo);
      await userEvent.click(screen.getByRole('button', { name: 'Usuń logo' }));
      const dialog = screen.getByRole('dialog', { name: 'Usuń logo' });
      expect(dialog).toHaveAccessibleDescription('Czy na pewno chcesz usunąć logo firmy?');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń logo' }));
      expect(deleteLogo).toHaveBeenCalled();
      expect(await screen.findByText('Logo zostało usunięte')).toBeInTheDocument();
      expect(screen.getByText('Firma nie ma jeszcze logo.')).toBeInTheDocument();
    });
  });

  describe('company name', () => {
    it('can be saved only when not empty and changed', async () => {
      jest.mocked(renameCompany).mockResolvedValue(editableCompany({}, { name: { name: 'Zielona S.A.', registerNumber: 'z', logo: null } }));
      renderSettings();
      const name = screen.getByLabelText('Nazwa firmy');
      const save = screen.getByRole('button', { name: 'Zapisz nazwę' });
      expect(name).toHaveValue('Zielona Sp. z o.o.');
      expect(save).toBeDisabled();

      await userEvent.clear(name);
      await userEvent.type(name, '   ');
      expect(save).toBeDisabled();

      await userEvent.clear(name);
      await userEvent.type(name, 'Zielona Sp. z o.o. ');
      expect(save).toBeDisabled();

      await userEvent.clear(name);
      await userEvent.type(name, ' Zielona S.A.');
      expect(save).toBeEnabled();
      await userEvent.click(save);
      expect(renameCompany).toHaveBeenCalledWith('Zielona S.A.');
      expect(await screen.findByText('Nazwa firmy została zapisana')).toBeInTheDocument();
      expect(save).toBeDisabled();
    });

    it('says when saving failed', async () => {
      jest.mocked(renameCompany).mockRejectedValue(apiFailure(500));
      renderSettings();
      await userEvent.type(screen.getByLabelText('Nazwa firmy'), '!');
      await userEvent.click(screen.getByRole('button', { name: 'Zapisz nazwę' }));
      expect(await screen.findByText('Wystąpił błąd podczas zapisywania nazwy firmy. Błąd serwera')).toBeInTheDocument();
    });
  });

  describe('event settings before the start', () => {
    it('clamps km per tree to 1-20 and 1-80, and the manual window to 1-1000', async () => {
      renderSettings();
      const standard = screen.getByLabelText('Km na drzewo');
      await userEvent.clear(standard);
      await userEvent.type(standard, '25');
      await userEvent.tab();
      expect(standard).toHaveValue(20);

      const bike = screen.getByLabelText('Km na drzewo (rower)');
      await userEvent.clear(bike);
      await userEvent.type(bike, '0');
      await userEvent.tab();
      expect(bike).toHaveValue(1);
      await userEvent.clear(bike);
      await userEvent.type(bike, '100');
      await userEvent.tab();
      expect(bike).toHaveValue(80);

      const window = screen.getByLabelText('Ile dni wstecz można dodać aktywność');
      await userEvent.clear(window);
      await userEvent.type(window, '5000');
      await userEvent.tab();
      expect(window).toHaveValue(1000);
    });

    it('sends only what changed, clamped, and confirms', async () => {
      jest.mocked(saveEventSettings).mockImplementation(async () => editableCompany({ convert: { standard: 20, bike: 20 } }));
      renderSettings();
      const standard = screen.getByLabelText('Km na drzewo');
      await userEvent.clear(standard);
      await userEvent.type(standard, '30{Enter}');
      expect(saveEventSettings).toHaveBeenCalledWith({
        manualActivitiesAllowed: true,
        manualActivitiesApproval: false,
        maxDaysBeforeManualActivity: 7,
        countVirtualActivities: false,
        fileActivitiesAllowed: true,
        fileActivitiesApproval: false,
        maxDaysBeforeFileActivity: 30,
        weeklyDigest: true,
        convert: { standard: 20, bike: 20 },
      });
      expect(await screen.findByText('Ustawienia zostały zapisane')).toBeInTheDocument();
      expect(standard).toHaveValue(20);
    });

    it('starts tomorrow at the earliest and ends after the start', async () => {
      renderSettings();
      const start = screen.getByLabelText('Data rozpoczęcia');
      expect(start).toHaveAccessibleDescription(new RegExp(addDays(today(), 1).split('-').reverse().join('.')));
      fireEvent.change(start, { target: { value: today() } });
      const end = screen.getByLabelText('Data zakończenia');
      fireEvent.change(end, { target: { value: today() } });
      await saveSettings();

      const tomorrow = addDays(today(), 1).split('-').reverse().join('.');
      expect(start).toHaveAccessibleDescription(`Najwcześniej ${tomorrow}. Najwcześniejsza możliwa data rozpoczęcia to ${tomorrow}.`);
      expect(end).toHaveAccessibleDescription(
        'Musi być późniejsza niż data rozpoczęcia. Data zakończenia musi być późniejsza niż data rozpoczęcia.',
      );
      expect(saveEventSettings).not.toHaveBeenCalled();
    });

    it('keeps the tree limit between 100 and 99 999 999 for an event ending by trees', async () => {
      renderSettings(editableCompany({ eventEndType: 'trees', dateTo: null, treeLimit: 500 }));
      expect(screen.queryByLabelText('Data zakończenia')).not.toBeInTheDocument();
      const limit = screen.getByLabelText('Limit drzew');
      expect(limit).toHaveValue(500);
      await userEvent.clear(limit);
      await userEvent.type(limit, '99');
      await saveSettings();
      expect(limit).toHaveAccessibleDescription(
        'Minimum 100, maksimum 99 999 999 drzew. Limit drzew nie może być mniejszy niż 100.',
      );
      await userEvent.clear(limit);
      await userEvent.type(limit, '100000000');
      await saveSettings();
      expect(limit).toHaveAccessibleDescription(
        'Minimum 100, maksimum 99 999 999 drzew. Limit drzew nie może być większy niż 99 999 999.',
      );
      expect(saveEventSettings).not.toHaveBeenCalled();
    });

    it('switching the end type to trees drops the end date and asks for a tree limit', async () => {
      jest.mocked(saveEventSettings).mockResolvedValue(editableCompany());
      renderSettings();
      expect(screen.queryByLabelText('Limit drzew')).not.toBeInTheDocument();
      await userEvent.selectOptions(screen.getByLabelText('Typ zakończenia'), 'Po osiągnięciu limitu drzew');
      expect(screen.queryByLabelText('Data zakończenia')).not.toBeInTheDocument();
      await userEvent.clear(screen.getByLabelText('Limit drzew'));
      await userEvent.type(screen.getByLabelText('Limit drzew'), '2500');
      await saveSettings();
      expect(saveEventSettings).toHaveBeenCalledWith(
        expect.objectContaining({ eventEndType: 'trees', dateTo: null, treeLimit: 2500 }),
      );
    });

    it('offers the end types by their labels and fills the tree limit on choosing trees (99 999 from the event form)', async () => {
      renderSettings(editableCompany({ treeLimit: 99_999 }));
      const endType = screen.getByLabelText('Typ zakończenia');
      expect(within(endType).getAllByRole('option').map((option) => option.textContent)).toEqual(['W dniu zakończenia', 'Po osiągnięciu limitu drzew']);
      await userEvent.selectOptions(endType, 'Po osiągnięciu limitu drzew');
      expect(screen.getByLabelText('Limit drzew')).toHaveValue(99_999);
      await act(() => i18next.changeLanguage('en'));
      expect(within(screen.getByLabelText('End type')).getAllByRole('option').map((option) => option.textContent)).toEqual([
        'On the end date',
        'When the tree limit is reached',
      ]);
    });

    it('hides the end type selector when the event ends by both', () => {
      renderSettings(editableCompany({ eventEndType: 'both', treeLimit: 5000 }));
      expect(screen.queryByLabelText('Typ zakończenia')).not.toBeInTheDocument();
      expect(screen.getByLabelText('Data zakończenia')).toBeInTheDocument();
      expect(screen.getByLabelText('Limit drzew')).toHaveValue(5000);
    });

    it('shows the approval option only when manual entries are allowed', async () => {
      renderSettings(editableCompany({ manualActivitiesAllowed: false }));
      expect(screen.queryByLabelText('Wymagaj zatwierdzania ręcznie dodanych aktywności')).not.toBeInTheDocument();
      await userEvent.click(screen.getByLabelText('Zezwalaj na ręczne dodawanie aktywności'));
      expect(screen.getByLabelText('Wymagaj zatwierdzania ręcznie dodanych aktywności')).not.toBeChecked();
    });

    it("shows a generic error toast with the server's message when saving fails", async () => {
      jest.mocked(saveEventSettings).mockRejectedValue(apiFailure(409, 'Wydarzenie już trwa.'));
      renderSettings();
      await saveSettings();
      expect(await screen.findByText('Wystąpił błąd podczas zapisywania ustawień. Wydarzenie już trwa.')).toBeInTheDocument();
    });
  });

  describe('after the start', () => {
    it('shows dates, ratios, tree limit and end type read-only, with whom to contact', () => {
      renderSettings(aCompany({ eventEndType: 'both', treeLimit: 5000 }));
      for (const label of ['Data rozpoczęcia', 'Data zakończenia', 'Km na drzewo', 'Km na drzewo (rower)', 'Limit drzew', 'Typ zakończenia']) {
        expect(screen.queryByLabelText(label)).not.toBeInTheDocument();
      }
      const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
      expect(fact('Data rozpoczęcia')).toBe('01.06.2025');
      expect(fact('Data zakończenia')).toBe('30.06.2025');
      expect(fact('Km na drzewo (rower)')).toBe('20 km');
      expect(fact('Typ zakończenia')).toBe('W dniu zakończenia lub po osiągnięciu limitu drzew');
      expect(screen.getByRole('note')).toHaveTextContent('skontaktuj się z nami: kontakt@lesnewyzwanie.pl');
      expect(screen.getByRole('link', { name: 'kontakt@lesnewyzwanie.pl' })).toHaveAttribute('href', 'mailto:kontakt@lesnewyzwanie.pl');
    });

    it('still saves the activity options, and only them', async () => {
      jest.mocked(saveEventSettings).mockResolvedValue(aCompany({ manualActivitiesApproval: true }));
      renderSettings(aCompany());
      await userEvent.click(screen.getByLabelText('Wymagaj zatwierdzania ręcznie dodanych aktywności'));
      await userEvent.click(screen.getByLabelText('Wymagaj zatwierdzania każdego wyniku z pliku'));
      await userEvent.click(screen.getByLabelText('Wysyłaj cotygodniowe podsumowanie e-mailem'));
      await saveSettings();
      expect(saveEventSettings).toHaveBeenCalledWith({
        manualActivitiesAllowed: true,
        manualActivitiesApproval: true,
        maxDaysBeforeManualActivity: 7,
        countVirtualActivities: false,
        fileActivitiesAllowed: true,
        fileActivitiesApproval: true,
        maxDaysBeforeFileActivity: 30,
        weeklyDigest: false,
      });
    });

    it('counts Strava’s virtual and trainer activities only once switched on', async () => {
      jest.mocked(saveEventSettings).mockResolvedValue(aCompany({ countVirtualActivities: true }));
      renderSettings(aCompany());
      const virtual = screen.getByLabelText('Liczą się aktywności wirtualne i na trenażerze');
      expect(virtual).not.toBeChecked();
      await userEvent.click(virtual);
      await saveSettings();
      expect(saveEventSettings).toHaveBeenCalledWith(expect.objectContaining({ countVirtualActivities: true }));
      expect(await screen.findByText('Ustawienia zostały zapisane')).toBeInTheDocument();
      expect(virtual).toBeChecked();
    });
  });

  describe('invitation link', () => {
    it('shows the registration link with the code and copies it', async () => {
      const user = userEvent.setup();
      renderSettings();
      const link = `${window.location.origin}/rejestracja?code=zielona-demo`;
      expect(screen.getByLabelText('Link zaproszenia dla uczestników')).toHaveValue(link);
      await user.click(screen.getByRole('button', { name: 'Kopiuj link' }));
      expect(await screen.findByText('Link skopiowany do schowka')).toBeInTheDocument();
      await expect(navigator.clipboard.readText()).resolves.toBe(link);
    });
  });

  describe('after the event closed', () => {
    it('shows the tree counter and the links to plant the trees and to contact us', () => {
      renderSettings(aCompany({ eventStatus: 'closed' }));
      expect(within(screen.getByRole('group', { name: 'Licznik drzew' })).getByText('1234')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Przejdź do panelu sadzenia drzew' })).toHaveAttribute('href', 'https://posadzimy.pl/panel');
      expect(screen.getByRole('link', { name: 'Skontaktuj się z nami' })).toHaveAttribute('href', 'mailto:kontakt@lesnewyzwanie.pl');
    });

    it('no longer says the event has started, nor offers the manual-entry options, the invitation link or a save', () => {
      renderSettings(aCompany({ eventStatus: 'closed', eventEndType: 'date' }));
      expect(screen.queryByText(/Wydarzenie już się rozpoczęło/)).not.toBeInTheDocument();
      expect(screen.getByRole('note')).toHaveTextContent('Wydarzenie zakończyło się: jego parametry zostają tu do wglądu.');
      expect(screen.queryByLabelText('Zezwalaj na ręczne dodawanie aktywności')).not.toBeInTheDocument();
      expect(screen.queryByLabelText('Ile dni wstecz można dodać aktywność')).not.toBeInTheDocument();
      expect(screen.queryByText('Link zaproszenia')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Zapisz ustawienia' })).not.toBeInTheDocument();
      const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
      expect(fact('Typ zakończenia')).toBe('W dniu zakończenia');
    });

    it('shows no counter while the event runs', () => {
      renderSettings(aCompany());
      expect(screen.queryByRole('group', { name: 'Licznik drzew' })).not.toBeInTheDocument();
    });
  });

  it('speaks English', async () => {
    renderSettings();
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Event settings' })).toBeInTheDocument();
    expect(screen.getByLabelText('Choose a logo file')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save name' })).toBeDisabled();
    expect(screen.getByLabelText('Km per tree (bike)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });
});
