import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { ToastContainer } from 'react-toastify';
import { apiFailure } from '../../test/api-error';
import { aProfile } from '../../test/profiles';
import { signedInAs, testQueryClient } from '../../test/query-client';
import { renderWithProviders } from '../../test/render';
import { EditNameDialog } from './EditNameDialog';
import { updateProfile } from './user.api';
import { profileQuery } from './user.queries';

jest.mock('./user.api');
const updateMock = jest.mocked(updateProfile);

function renderDialog() {
  const onOpenChange = jest.fn();
  renderWithProviders(
    <>
      <EditNameDialog open onOpenChange={onOpenChange} />
      <ToastContainer />
    </>,
  );
  return { onOpenChange, input: screen.getByLabelText('Imię i nazwisko') };
}

describe('EditNameDialog', () => {
  beforeEach(() => {
    signedInAs(aProfile());
    updateMock.mockReset();
  });

  afterEach(async () => {
    await act(() => i18next.changeLanguage('pl'));
  });

  it('opens with the current name', () => {
    const { input } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Zmień imię' })).toBeInTheDocument();
    expect(input).toHaveValue('Anna Nowak');
  });

  it('requires a name that is more than spaces', async () => {
    const { input } = renderDialog();
    await userEvent.clear(input);
    await userEvent.type(input, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(screen.getByText('To pole jest wymagane.')).toBeInTheDocument();
    expect(updateMock).not.toHaveBeenCalled();
  });

  it('allows at most 100 characters, in Polish and in English', async () => {
    const { input } = renderDialog();
    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.paste('x'.repeat(101));
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(screen.getByText('Maksymalna długość to 100 znaków.')).toBeInTheDocument();

    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByText('The maximum length is 100 characters.')).toBeInTheDocument();
  });

  it('saves the trimmed name, updates the user, confirms and closes', async () => {
    updateMock.mockResolvedValue(aProfile({ name: 'Ania' }));
    const { input, onOpenChange } = renderDialog();
    await userEvent.clear(input);
    await userEvent.type(input, '  Ania ');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));

    expect(updateMock).toHaveBeenCalledWith({ name: 'Ania' });
    expect(await screen.findByText('Imię zostało zmienione.')).toBeInTheDocument();
    expect(testQueryClient().getQueryData(profileQuery.queryKey)?.name).toBe('Ania');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("shows the server's message under the field", async () => {
    updateMock.mockRejectedValue(apiFailure(400, 'Nieprawidłowe dane.', { name: 'Imię zawiera niedozwolone znaki.' }));
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));

    expect(await screen.findByText('Imię zawiera niedozwolone znaki.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Nieprawidłowe dane.');
  });

  it('cancels without saving', async () => {
    const { onOpenChange } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Anuluj' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(updateMock).not.toHaveBeenCalled();
  });
});
