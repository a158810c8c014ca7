import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveFile } from '../../shared/api/download';
import { useAuthStore } from '../../shared/auth/auth.store';
import { apiFailure } from '../../test/api-error';
import { renderScreen } from '../../test/toasts';
import { downloadMyData, requestAccountDeletion } from './account.api';
import { MyDataCard } from './MyDataCard';

jest.mock('./account.api');
jest.mock('../../shared/api/download');
const deletionMock = jest.mocked(requestAccountDeletion);
const downloadMock = jest.mocked(downloadMyData);

describe('your data and account (My results)', () => {
  beforeEach(() => {
    deletionMock.mockReset();
    downloadMock.mockReset();
    useAuthStore.setState({ token: 'token-of-ala', adminToken: null });
  });

  it('is not offered to a platform admin acting as the user', () => {
    useAuthStore.setState({ token: 'token-of-ala', adminToken: 'token-of-the-admin' });
    renderScreen(<MyDataCard />);
    expect(screen.queryByRole('button', { name: 'Usuń konto' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pobierz moje dane' })).not.toBeInTheDocument();
  });

  it('downloads everything held about the user under the server’s dated file name', async () => {
    const blob = new Blob(['{}'], { type: 'application/json' });
    downloadMock.mockResolvedValue({ blob, filename: 'lesne-wyzwanie-moje-dane-2026-11-24.json' });
    renderScreen(<MyDataCard />);
    await userEvent.click(screen.getByRole('button', { name: 'Pobierz moje dane' }));
    expect(saveFile).toHaveBeenCalledWith(blob, 'lesne-wyzwanie-moje-dane-2026-11-24.json');
  });

  it('asks before requesting the deletion; cancelling requests nothing', async () => {
    renderScreen(<MyDataCard />);
    await userEvent.click(screen.getByRole('button', { name: 'Usuń konto' }));
    const dialog = screen.getByRole('dialog', { name: 'Usunąć konto?' });
    expect(dialog).toHaveTextContent('Usunięcia nie można cofnąć.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    expect(deletionMock).not.toHaveBeenCalled();
    expect(useAuthStore.getState().token).toBe('token-of-ala');
  });

  it('once confirmed, says when the deletion happens and ends the session here', async () => {
    deletionMock.mockResolvedValue({ message: 'Przyjęliśmy prośbę o usunięcie konta. Zostanie usunięte najpóźniej 22.12.2026.', requestedAt: '2026-11-24T10:00:00.000Z', dueDay: '2026-12-22' });
    renderScreen(<MyDataCard />);
    await userEvent.click(screen.getByRole('button', { name: 'Usuń konto' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tak, usuń konto' }));
    expect(await screen.findByText('Przyjęliśmy prośbę o usunięcie konta. Zostanie usunięte najpóźniej 22.12.2026.')).toBeInTheDocument();
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('keeps the session and tells why when the request fails', async () => {
    deletionMock.mockRejectedValue(apiFailure(403, 'Konto administratora platformy usuwa inny administrator platformy.'));
    renderScreen(<MyDataCard />);
    await userEvent.click(screen.getByRole('button', { name: 'Usuń konto' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tak, usuń konto' }));
    expect(await screen.findByText(/Nie udało się złożyć prośby o usunięcie konta\. Konto administratora platformy/)).toBeInTheDocument();
    expect(useAuthStore.getState().token).toBe('token-of-ala');
  });
});
