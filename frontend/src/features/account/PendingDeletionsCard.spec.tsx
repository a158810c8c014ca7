import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PendingDeletionRow } from '@lesne/contracts';
import { renderScreen } from '../../test/toasts';
import { cancelDeletion, carryOutDeletion, fetchPendingDeletions } from './account.api';
import { PendingDeletionsCard } from './PendingDeletionsCard';

jest.mock('./account.api');
const listMock = jest.mocked(fetchPendingDeletions);
const executeMock = jest.mocked(carryOutDeletion);
const cancelMock = jest.mocked(cancelDeletion);

const ala: PendingDeletionRow = { userId: 7, email: 'ala@firma.pl', companyName: 'Firma Leśna', requestedAt: '2026-11-24T10:00:00.000Z', dueDay: '2026-12-22' };

describe('pending deletion requests (users page, platform admin)', () => {
  beforeEach(() => {
    listMock.mockReset().mockResolvedValue({ items: [ala] });
    executeMock.mockReset().mockResolvedValue('Konto zostało zanonimizowane.');
    cancelMock.mockReset().mockResolvedValue('Prośba o usunięcie konta została wycofana. Użytkownik może znów się logować.');
  });

  it('lists each account by its e-mail (no name), with the company, the request day and the deletion day', async () => {
    renderScreen(<PendingDeletionsCard />);
    const row = (await screen.findByText('ala@firma.pl')).closest('tr')!;
    expect([...row.querySelectorAll('td')].slice(0, 4).map((cell) => cell.textContent)).toEqual(['ala@firma.pl', 'Firma Leśna', '24.11.2026', '22.12.2026']);
    expect(screen.queryByRole('columnheader', { name: 'Imię' })).toBeNull();
  });

  it('carries a request out only after the dialog, and says so', async () => {
    renderScreen(<PendingDeletionsCard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Usuń teraz' }));
    const dialog = screen.getByRole('dialog', { name: 'Usunąć teraz konto ala@firma.pl?' });
    expect(executeMock).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń teraz' }));
    expect(executeMock).toHaveBeenCalledWith(7);
    expect(await screen.findByText('Konto zostało zanonimizowane.')).toBeInTheDocument();
    expect(listMock).toHaveBeenCalledTimes(2);
  });

  it('cancels a request at the user’s wish after the dialog', async () => {
    renderScreen(<PendingDeletionsCard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Wycofaj' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Wycofać prośbę ala@firma.pl?' })).getByRole('button', { name: 'Wycofaj prośbę' }));
    expect(cancelMock).toHaveBeenCalledWith(7);
    expect(await screen.findByText('Prośba o usunięcie konta została wycofana. Użytkownik może znów się logować.')).toBeInTheDocument();
  });

  it('shows nothing while nothing is pending', async () => {
    listMock.mockResolvedValue({ items: [] });
    renderScreen(<PendingDeletionsCard />);
    await waitFor(() => expect(listMock).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByText('Prośby o usunięcie konta')).not.toBeInTheDocument());
  });
});
