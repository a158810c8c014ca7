import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { TOKEN_STORAGE_KEY } from '@lesne/contracts';
import { readStoredTokens, useAuthStore } from '../../shared/auth/auth.store';
import { apiFailure } from '../../test/api-error';
import { renderAt } from '../../test/render';
import { login } from './auth.api';
import { LoginPage } from './LoginPage';

jest.mock('./auth.api');
const loginMock = jest.mocked(login);

async function fillAndSubmit(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('E-mail'), email);
  await userEvent.type(screen.getByLabelText('Hasło'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
}

describe('LoginPage', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    useAuthStore.setState(readStoredTokens());
    loginMock.mockReset();
  });

  afterEach(async () => {
    await act(() => i18next.changeLanguage('pl'));
  });

  it('keeps the language switch inside a landmark, the page banner', () => {
    renderAt(<LoginPage />, '/logowanie');
    expect(within(screen.getByRole('banner')).getByRole('group', { name: 'Język' })).toBeInTheDocument();
  });

  it('asks for both fields before calling the API', async () => {
    renderAt(<LoginPage />, '/logowanie');
    await userEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));

    expect(screen.getAllByText('To pole jest wymagane.')).toHaveLength(2);
    expect(loginMock).not.toHaveBeenCalled();
  });

  it('rejects a malformed e-mail address in Polish and in English', async () => {
    renderAt(<LoginPage />, '/logowanie');
    await fillAndSubmit('not-an-email', 'secret123');
    expect(screen.getByText('Podaj prawidłowy adres e-mail.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Podaj prawidłowy adres e-mail.');

    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(loginMock).not.toHaveBeenCalled();
  });

  it('keeps the token in localStorage when "remember me" is ticked', async () => {
    loginMock.mockResolvedValue('token-1');
    renderAt(<LoginPage />, '/logowanie');
    await userEvent.click(screen.getByLabelText('Zapamiętaj mnie'));
    await fillAndSubmit(' anna@firma.pl ', 'secret123');

    expect(loginMock).toHaveBeenCalledWith({ email: 'anna@firma.pl', password: 'secret123', remember: true });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('token-1');
    expect(useAuthStore.getState().token).toBe('token-1');
  });

  it("shows the server's message when signing in fails", async () => {
    loginMock.mockRejectedValue(apiFailure(401, 'Nieprawidłowy e-mail lub hasło.'));
    renderAt(<LoginPage />, '/logowanie');
    await fillAndSubmit('anna@firma.pl', 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveTextContent('Nieprawidłowy e-mail lub hasło.');
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('links to the lost-password page and to the support mailbox', () => {
    renderAt(<LoginPage />, '/logowanie');
    expect(screen.getByRole('link', { name: 'Nie pamiętasz hasła?' })).toHaveAttribute('href', '/zapomniane-haslo');
    expect(screen.getByRole('link', { name: 'kontakt@lesnewyzwanie.pl' })).toHaveAttribute(
      'href',
      'mailto:kontakt@lesnewyzwanie.pl',
    );
  });
});
