import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { apiFailure } from '../../test/api-error';
import { renderAt } from '../../test/render';
import { resetPassword } from './auth.api';
import { LostPasswordPage } from './LostPasswordPage';
import { SetPasswordPage } from './SetPasswordPage';

jest.mock('./auth.api');
const resetMock = jest.mocked(resetPassword);

async function choosePasswords(password: string, repeat: string) {
  await userEvent.type(screen.getByLabelText('Nowe hasło'), password);
  await userEvent.type(screen.getByLabelText('Powtórz hasło'), repeat);
}

describe('password reset (/zapomniane-haslo?lostPasswordCode=)', () => {
  beforeEach(() => resetMock.mockReset());

  afterEach(async () => {
    await act(() => i18next.changeLanguage('pl'));
  });

  it('says when the passwords differ, in Polish and in English', async () => {
    renderAt(<LostPasswordPage />, '/zapomniane-haslo?lostPasswordCode=abc');
    await choosePasswords('long-enough-1', 'long-enough-2');
    await userEvent.click(screen.getByRole('button', { name: 'Zmień hasło' }));
    expect(screen.getByText('Hasła nie pasują do siebie.')).toBeInTheDocument();

    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(resetMock).not.toHaveBeenCalled();
  });

  it('asks for at least 8 characters, in Polish and in English', async () => {
    renderAt(<LostPasswordPage />, '/zapomniane-haslo?lostPasswordCode=abc');
    await choosePasswords('short', 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Zmień hasło' }));
    expect(screen.getByText('Hasło musi mieć minimum 8 znaków.')).toBeInTheDocument();

    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByText('The password must be at least 8 characters long.')).toBeInTheDocument();
  });

  it('confirms the change and offers to sign in', async () => {
    resetMock.mockResolvedValue();
    renderAt(<LostPasswordPage />, '/zapomniane-haslo?lostPasswordCode=abc');
    await choosePasswords('new-password', 'new-password');
    await userEvent.click(screen.getByRole('button', { name: 'Zmień hasło' }));

    expect(resetMock).toHaveBeenCalledWith({ code: 'abc', password: 'new-password' });
    expect(await screen.findByText('Hasło zostało zmienione poprawnie.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zaloguj się' })).toHaveAttribute('href', '/logowanie');
  });

  it("shows our error and the server's reason when the code is rejected", async () => {
    resetMock.mockRejectedValue(apiFailure(400, 'Link wygasł.'));
    renderAt(<LostPasswordPage />, '/zapomniane-haslo?lostPasswordCode=old');
    await choosePasswords('new-password', 'new-password');
    await userEvent.click(screen.getByRole('button', { name: 'Zmień hasło' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Wystąpił błąd podczas resetowania hasła.');
    expect(alert).toHaveTextContent('Link wygasł.');
  });
});

describe('set password (/ustaw-haslo?code=)', () => {
  beforeEach(() => resetMock.mockReset());

  it('shows the invalid-link message without a code', () => {
    renderAt(<SetPasswordPage />, '/ustaw-haslo');
    expect(screen.getByText('Nieprawidłowy link rejestracyjny')).toBeInTheDocument();
    expect(screen.queryByLabelText('Nowe hasło')).not.toBeInTheDocument();
  });

  it('requires accepting the terms and sends acceptTerms', async () => {
    resetMock.mockResolvedValue();
    renderAt(<SetPasswordPage />, '/ustaw-haslo?code=xyz');
    await choosePasswords('new-password', 'new-password');
    await userEvent.click(screen.getByRole('button', { name: 'Ustaw hasło' }));
    expect(screen.getByText('Zaakceptuj regulamin i politykę prywatności, aby kontynuować.')).toBeInTheDocument();
    expect(resetMock).not.toHaveBeenCalled();

    await userEvent.click(screen.getByLabelText('Akceptuję regulamin i politykę prywatności'));
    await userEvent.click(screen.getByRole('button', { name: 'Ustaw hasło' }));
    expect(resetMock).toHaveBeenCalledWith({ code: 'xyz', password: 'new-password', acceptTerms: true });
    expect(await screen.findByText('Hasło zostało zmienione poprawnie.')).toBeInTheDocument();
  });

  it("shows the set-password error with the server's reason", async () => {
    resetMock.mockRejectedValue(apiFailure(404, 'Nieznany link.'));
    renderAt(<SetPasswordPage />, '/ustaw-haslo?code=xyz');
    await choosePasswords('new-password', 'new-password');
    await userEvent.click(screen.getByLabelText('Akceptuję regulamin i politykę prywatności'));
    await userEvent.click(screen.getByRole('button', { name: 'Ustaw hasło' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Wystąpił błąd podczas zmiany hasła.');
    expect(alert).toHaveTextContent('Nieznany link.');
  });
});
