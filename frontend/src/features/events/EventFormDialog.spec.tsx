import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { anEvent } from '../../test/companies';
import { renderScreen } from '../../test/toasts';
import { EventFormDialog } from './EventFormDialog';
import { createEvent, updateEvent } from './events.api';
import { anIdempotencyKey } from '../../test/idempotency';

jest.mock('./events.api');

function renderDialog(event: ReturnType<typeof anEvent> | null = null) {
  const onOpenChange = jest.fn();
  renderScreen(<EventFormDialog open onOpenChange={onOpenChange} event={event} />);
  return { dialog: screen.getByRole('dialog'), onOpenChange };
}

describe('EventFormDialog: hiding the ranking', () => {
  beforeEach(() => jest.clearAllMocks());
  afterEach(async () => {
    await act(() => i18next.changeLanguage('pl'));
  });

  it('creates an event with the ranking shown by default, or hidden when the admin ticks it', async () => {
    jest.mocked(createEvent).mockResolvedValue(anEvent());
    const { dialog } = renderDialog();
    const hideRanking = within(dialog).getByLabelText('Ukryj ranking przed uczestnikami');
    expect(hideRanking).not.toBeChecked();
    await userEvent.type(within(dialog).getByLabelText('Nazwa firmy'), 'Buk');
    await userEvent.type(within(dialog).getByLabelText('E-mail administratora'), 'szef@buk.pl');
    await userEvent.type(within(dialog).getByLabelText('Imię i nazwisko administratora'), 'Piotr Buk');
    await userEvent.click(hideRanking);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dodaj' }));
    expect(createEvent).toHaveBeenCalledWith(expect.objectContaining({ company: 'Buk', hideRanking: true }), anIdempotencyKey);
  });

  it("starts an edit from the event's setting and saves the change", async () => {
    jest.mocked(updateEvent).mockResolvedValue(anEvent());
    const { dialog, onOpenChange } = renderDialog(anEvent({ hideRanking: true }));
    const hideRanking = within(dialog).getByLabelText('Ukryj ranking przed uczestnikami');
    expect(hideRanking).toBeChecked();
    await userEvent.click(hideRanking);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(updateEvent).toHaveBeenCalledWith(11, expect.objectContaining({ hideRanking: false }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('names the option in English', async () => {
    await act(() => i18next.changeLanguage('en'));
    const { dialog } = renderDialog();
    expect(within(dialog).getByLabelText('Hide the ranking from participants')).not.toBeChecked();
  });
});
