import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { apiFailure } from '../../test/api-error';
import { renderAt } from '../../test/render';
import { requestPasswordReset } from './auth.api';
import { LostPasswordPage } from './LostPasswordPage';

jest.mock('./auth.api');
const requestMock = jest.mocked(requestPasswordReset);

describe('lost password request (/zapomniane-haslo)', () => {
  beforeEach(() => requestMock.mockReset());

  afterEach(async () => {
    await act(() => i18next.changeLanguage('pl'));
  });

  it('checks the e-mail address in Polish and in English', async () => {
    renderAt(<LostPasswordPage />, '/zapomniane-haslo');
    await userEvent.type(screen.getByLabelText('E-mail'), 'anna@');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij link' }));
    expect(screen.getByText('Podaj prawidłowy adres e-mail.')).toBeInTheDocument();

    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(requestMock).not.toHaveBeenCalled();
  });

  it('shows the neutral confirmation', async () => {
    requestMock.mockResolvedValue('');
    renderAt(<LostPasswordPage />, '/zapomniane-haslo');
    await userEvent.type(screen.getByLabelText('E-mail'), 'anna@firma.pl');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij link' }));

    expect(requestMock).toHaveBeenCalledWith({ email: 'anna@firma.pl' });
    expect(
      await screen.findByText(
        'Jeśli podany adres e-mail jest zarejestrowany, wysłaliśmy na niego link do zmiany hasła.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the sending error with the reason', async () => {
    requestMock.mockRejectedValue(apiFailure(429, 'Zbyt wiele prób. Spróbuj za minutę.'));
    renderAt(<LostPasswordPage />, '/zapomniane-haslo');
    await userEvent.type(screen.getByLabelText('E-mail'), 'anna@firma.pl');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij link' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Wystąpił błąd podczas wysyłania wiadomości.');
    expect(alert).toHaveTextContent('Zbyt wiele prób. Spróbuj za minutę.');
  });
});
