import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS } from '@lesne/contracts';
import { apiFailure } from '../../test/api-error';
import { renderRoutes } from '../../test/render';
import { unsubscribeFromDigest } from './weekly-digest.api';
import { UnsubscribePage } from './UnsubscribePage';

jest.mock('./weekly-digest.api');
const unsubscribeMock = jest.mocked(unsubscribeFromDigest);

const renderPage = (token: string) => renderRoutes([{ path: PATHS.unsubscribe, element: <UnsubscribePage /> }], `${PATHS.unsubscribe}?token=${token}`);

describe('UnsubscribePage', () => {
  beforeEach(() => jest.clearAllMocks());

  it('asks before it unsubscribes (a link scanner opening the page changes nothing), then says what the server did', async () => {
    unsubscribeMock.mockResolvedValue({ message: 'Nie będziesz już dostawać cotygodniowych podsumowań.' });
    renderPage('7.abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Cotygodniowe podsumowanie' })).toBeInTheDocument();
    expect(unsubscribeMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Wypisz mnie' }));
    expect(unsubscribeMock).toHaveBeenCalledWith('7.abc');
    expect(await screen.findByRole('status')).toHaveTextContent('Nie będziesz już dostawać cotygodniowych podsumowań.');
    expect(screen.queryByRole('button', { name: 'Wypisz mnie' })).not.toBeInTheDocument();
  });

  it("shows the server's reason when the link is not valid, and lets the person try again", async () => {
    unsubscribeMock.mockRejectedValue(apiFailure(400, 'Ten link do wypisania się jest nieprawidłowy.'));
    renderPage('broken');
    await userEvent.click(screen.getByRole('button', { name: 'Wypisz mnie' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ten link do wypisania się jest nieprawidłowy.');
    expect(screen.getByRole('button', { name: 'Wypisz mnie' })).toBeEnabled();
  });
});
