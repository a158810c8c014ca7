import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { TOKEN_STORAGE_KEY } from '@lesne/contracts';
import { readStoredTokens, useAuthStore } from '../../shared/auth/auth.store';
import { apiFailure } from '../../test/api-error';
import { renderAt } from '../../test/render';
import { fetchInvitingCompany, signup } from './register.api';
import { RegisterPage } from './RegisterPage';
import { anIdempotencyKey } from '../../test/idempotency';

jest.mock('./register.api');
const companyMock = jest.mocked(fetchInvitingCompany);
const signupMock = jest.mocked(signup);

describe('RegisterPage', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    useAuthStore.setState(readStoredTokens());
    companyMock.mockReset();
    signupMock.mockReset();
  });

  afterEach(async () => {
    await act(() => i18next.changeLanguage('pl'));
  });

  it('shows the invalid-link message without a code', () => {
    renderAt(<RegisterPage />, '/rejestracja');
    expect(screen.getByText('Nieprawidłowy link rejestracyjny')).toBeInTheDocument();
    expect(companyMock).not.toHaveBeenCalled();
  });

  it('shows the invalid-link message, in both languages, for an unknown code', async () => {
    companyMock.mockRejectedValue(apiFailure(404, 'Nie znaleziono firmy.'));
    renderAt(<RegisterPage />, '/rejestracja?code=nope');
    expect(await screen.findByText('Nieprawidłowy link rejestracyjny')).toBeInTheDocument();

    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByText('Invalid registration link')).toBeInTheDocument();
  });

  it('validates every field before signing up', async () => {
    companyMock.mockResolvedValue('Zielona Sp. z o.o.');
    renderAt(<RegisterPage />, '/rejestracja?code=ABC123');
    expect(await screen.findByText('Zaproszenie od firmy Zielona Sp. z o.o.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('E-mail'), 'anna.firma.pl');
    await userEvent.type(screen.getByLabelText('Hasło'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Zarejestruj się' }));

    expect(screen.getByText('Podaj prawidłowy adres e-mail.')).toBeInTheDocument();
    expect(screen.getByText('To pole jest wymagane.')).toBeInTheDocument();
    expect(screen.getByText('Hasło musi mieć minimum 8 znaków.')).toBeInTheDocument();
    expect(screen.getByText('Zaakceptuj regulamin i politykę prywatności, aby kontynuować.')).toBeInTheDocument();

    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByText('The password must be at least 8 characters long.')).toBeInTheDocument();
    expect(signupMock).not.toHaveBeenCalled();
  });

  it('signs the new user in for this browser session', async () => {
    companyMock.mockResolvedValue('Zielona Sp. z o.o.');
    signupMock.mockResolvedValue('new-token');
    renderAt(<RegisterPage />, '/rejestracja?code=ABC123');

    await userEvent.type(await screen.findByLabelText('E-mail'), 'anna@firma.pl');
    await userEvent.type(screen.getByLabelText('Imię i nazwisko'), '  Anna Nowak ');
    await userEvent.type(screen.getByLabelText('Hasło'), 'long-password');
    await userEvent.click(screen.getByLabelText('Akceptuję regulamin i politykę prywatności'));
    await userEvent.click(screen.getByRole('button', { name: 'Zarejestruj się' }));

    expect(signupMock).toHaveBeenCalledWith({
      email: 'anna@firma.pl',
      name: 'Anna Nowak',
      password: 'long-password',
      acceptTerms: true,
      registerNumber: 'ABC123',
    }, anIdempotencyKey);
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe('new-token');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('links the terms and the privacy policy from the checkbox label', async () => {
    companyMock.mockResolvedValue('Zielona Sp. z o.o.');
    renderAt(<RegisterPage />, '/rejestracja?code=ABC123');
    expect(await screen.findByRole('link', { name: 'regulamin' })).toHaveAttribute('href', '/regulamin');
    expect(screen.getByRole('link', { name: 'politykę prywatności' })).toHaveAttribute('href', '/polityka-prywatnosci');
  });
});
