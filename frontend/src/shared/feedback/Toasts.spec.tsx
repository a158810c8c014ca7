import { act, render, screen } from '@testing-library/react';
import { toast } from 'react-toastify';
import { notifyError, notifyInfo, notifySuccess } from './notify';
import { Toasts } from './Toasts';

describe('Toasts', () => {
  afterEach(() => act(() => toast.dismiss()));

  it('reads a success or a notice out politely, as a status', async () => {
    render(<Toasts />);
    act(() => notifySuccess('Zapisano zmiany'));
    act(() => notifyInfo('Wpis czeka na zatwierdzenie'));
    const statuses = await screen.findAllByRole('status');
    expect(statuses.map((status) => status.textContent)).toEqual(['Zapisano zmiany', 'Wpis czeka na zatwierdzenie']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads a failure out at once, as an alert', async () => {
    render(<Toasts />);
    act(() => notifyError('Nie udało się zapisać'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie udało się zapisać');
  });

  it('keeps the toasts in a named region', async () => {
    render(<Toasts />);
    act(() => notifySuccess('Zapisano zmiany'));
    expect(await screen.findByRole('region', { name: 'Powiadomienia' })).toHaveTextContent('Zapisano zmiany');
  });
});
