import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OFFICE_SCREENS_PER_COMPANY, type OfficeScreenLink } from '@lesne/contracts';
import { anIdempotencyKey } from '../../test/idempotency';
import { renderScreen } from '../../test/toasts';
import { createOfficeScreen, fetchOfficeScreens, revokeOfficeScreen } from './office-screens.api';
import { OfficeScreensCard } from './OfficeScreensCard';

jest.mock('./office-screens.api');

const aLink = (id: number, name: string): OfficeScreenLink => ({ id, name, token: `token-${id}`, createdAt: '2026-11-20T09:30:00.000Z' });

const lobby = aLink(1, 'Hol');

function renderCard(links: OfficeScreenLink[] = [lobby], closed = false) {
  jest.mocked(fetchOfficeScreens).mockResolvedValue(links);
  return renderScreen(<OfficeScreensCard closed={closed} />, '/ustawienia-eventu');
}

const table = () => screen.findByRole('table', { name: 'Linki do ekranów biurowych' });

describe('OfficeScreensCard', () => {
  let writeText: jest.Mock;

  beforeEach(() => {
    jest.clearAllMocks();
    writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });

  it('lists the links with their name and the day they were made', async () => {
    renderCard([lobby, aLink(2, 'Kantyna')]);
    const rows = within(await table()).getAllByRole('row');
    expect(rows.slice(1).map((row) => [...row.querySelectorAll('th, td')].slice(0, 2).map((cell) => cell.textContent))).toEqual([
      ['Hol', '20.11.2026'],
      ['Kantyna', '20.11.2026'],
    ]);
  });

  it('invites to make the first link when there is none', async () => {
    renderCard([]);
    expect(await screen.findByText('Nie masz jeszcze ekranów')).toBeInTheDocument();
  });

  it('creates a link with the trimmed name and lists it', async () => {
    jest.mocked(createOfficeScreen).mockResolvedValue(aLink(2, 'Kantyna'));
    renderCard();
    await table();
    await userEvent.type(screen.getByLabelText('Nazwa ekranu'), '  Kantyna ');
    await userEvent.click(screen.getByRole('button', { name: 'Utwórz link' }));
    expect(createOfficeScreen).toHaveBeenCalledWith({ name: 'Kantyna' }, anIdempotencyKey);
    expect(await screen.findByText('Link do ekranu „Kantyna” jest gotowy')).toBeInTheDocument();
    expect(within(await table()).getByRole('rowheader', { name: 'Kantyna' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nazwa ekranu')).toHaveValue('');
  });

  it('asks for a name before creating', async () => {
    renderCard();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Utwórz link' }));
    expect(await screen.findByText('To pole jest wymagane.')).toBeInTheDocument();
    expect(createOfficeScreen).not.toHaveBeenCalled();
  });

  it('offers no more links once the company has the most it may', async () => {
    renderCard(Array.from({ length: OFFICE_SCREENS_PER_COMPANY }, (_, index) => aLink(index + 1, `Ekran ${index + 1}`)));
    expect(await screen.findByText(/Firma może mieć najwyżej 20 linków do ekranów/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Nazwa ekranu')).not.toBeInTheDocument();
  });

  it('copies the screen’s address, in Polish by default and with ?lang=en once English is chosen', async () => {
    renderCard();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Kopiuj link ekranu Hol' }));
    expect(writeText).toHaveBeenLastCalledWith('http://localhost/ekran/token-1');
    expect(await screen.findByText('Link skopiowany do schowka')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    await userEvent.click(screen.getByRole('button', { name: 'Kopiuj link ekranu Hol' }));
    expect(writeText).toHaveBeenLastCalledWith('http://localhost/ekran/token-1?lang=en');
  });

  it('shows the link as a QR code in a dialog', async () => {
    renderCard();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Pokaż kod QR ekranu Hol' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ekran „Hol”' });
    const qr = await within(dialog).findByRole('img', { name: 'Kod QR linku ekranu Hol' });
    expect(qr).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(decodeURIComponent(qr.getAttribute('src') ?? '')).toContain('<svg');
    expect(within(dialog).getByLabelText('Link ekranu')).toHaveValue('http://localhost/ekran/token-1');
    expect(within(dialog).getByRole('link', { name: 'Otwórz ekran' })).toHaveAttribute('href', 'http://localhost/ekran/token-1');
  });

  it('asks before revoking, and revokes only once confirmed', async () => {
    jest.mocked(revokeOfficeScreen).mockResolvedValue(undefined);
    renderCard([lobby, aLink(2, 'Kantyna')]);
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Unieważnij link ekranu Hol' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unieważnić link?' });
    expect(dialog).toHaveTextContent('Ekran „Hol” przestanie pokazywać wyzwanie');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    expect(revokeOfficeScreen).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Unieważnij link ekranu Hol' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unieważnij link' }));
    expect(revokeOfficeScreen).toHaveBeenCalledWith(1);
    expect(await screen.findByText('Link do ekranu „Hol” został unieważniony')).toBeInTheDocument();
    expect(within(await table()).queryByRole('rowheader', { name: 'Hol' })).not.toBeInTheDocument();
    expect(within(await table()).getByRole('rowheader', { name: 'Kantyna' })).toBeInTheDocument();
  });

  it('keeps the links after the event closed, as the screens show its final podium', async () => {
    renderCard([lobby], true);
    expect(await screen.findByText('Wydarzenie zakończyło się: ekrany pokazują końcowe podium i wyniki.')).toBeInTheDocument();
    expect(within(await table()).getByRole('rowheader', { name: 'Hol' })).toBeInTheDocument();
  });
});
