import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { apiFailure } from '../../test/api-error';
import { renderAt } from '../../test/render';
import { confirmDeletionLink, requestDeletionLink } from './account.api';
import { DeletionRequestPanel } from './DeletionRequestPanel';

jest.mock('./account.api');
const linkMock = jest.mocked(requestDeletionLink);
const confirmMock = jest.mocked(confirmDeletionLink);

describe('the account-deletion page’s request (/usuniecie-konta)', () => {
  beforeEach(() => {
    linkMock.mockReset();
    confirmMock.mockReset();
  });
  afterEach(async () => {
    await act(() => i18next.changeLanguage('pl'));
  });

  it('sends a confirmation link to the address and shows the same answer for any address', async () => {
    linkMock.mockResolvedValue('Jeśli podany adres e-mail jest zarejestrowany, wysłaliśmy na niego link potwierdzający usunięcie konta.');
    renderAt(<DeletionRequestPanel />, '/usuniecie-konta');
    await userEvent.type(screen.getByLabelText('Adres e-mail konta'), ' ala@firma.pl ');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij link' }));
    expect(linkMock).toHaveBeenCalledWith({ email: 'ala@firma.pl' });
    expect(await screen.findByRole('status')).toHaveTextContent('Jeśli podany adres e-mail jest zarejestrowany');
  });

  it('checks the address before sending, in Polish and English', async () => {
    renderAt(<DeletionRequestPanel />, '/usuniecie-konta');
    await userEvent.type(screen.getByLabelText('Adres e-mail konta'), 'ala@');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij link' }));
    expect(screen.getByText('Podaj prawidłowy adres e-mail.')).toBeInTheDocument();
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByRole('button', { name: 'Send the link' })).toBeInTheDocument();
    expect(linkMock).not.toHaveBeenCalled();
  });

  it('with the mailed link, deletes nothing until the dialog is confirmed, then says when', async () => {
    confirmMock.mockResolvedValue({ message: 'Przyjęliśmy prośbę o usunięcie konta. Zostanie usunięte najpóźniej 22.12.2026.', requestedAt: '2026-11-24T10:00:00.000Z', dueDay: '2026-12-22' });
    renderAt(<DeletionRequestPanel />, '/usuniecie-konta?code=abc123');
    expect(confirmMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Potwierdź usunięcie konta' }));
    expect(screen.getByRole('dialog', { name: 'Usunąć konto?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tak, usuń konto' }));
    expect(confirmMock).toHaveBeenCalledWith({ code: 'abc123' });
    expect(await screen.findByRole('status')).toHaveTextContent('Zostanie usunięte najpóźniej 22.12.2026.');
  });

  it('tells an expired or used link apart', async () => {
    confirmMock.mockRejectedValue(apiFailure(400, 'Link wygasł lub został już użyty. Poproś o nowy.'));
    renderAt(<DeletionRequestPanel />, '/usuniecie-konta?code=old');
    await userEvent.click(screen.getByRole('button', { name: 'Potwierdź usunięcie konta' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tak, usuń konto' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nie udało się potwierdzić usunięcia');
    expect(alert).toHaveTextContent('Link wygasł lub został już użyty. Poproś o nowy.');
  });
});
