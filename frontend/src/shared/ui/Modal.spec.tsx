import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './Modal';

function Example({ description }: { description?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Otwórz
      </button>
      <Modal open={open} onOpenChange={setOpen} title="Tytuł okna" description={description}>
        <input aria-label="Pole w oknie" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('opens as a named dialog with focus on its first field', async () => {
    render(<Example description="Opis okna" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Otwórz' }));
    const dialog = screen.getByRole('dialog', { name: 'Tytuł okna' });
    expect(dialog).toHaveAccessibleDescription('Opis okna');
    expect(screen.getByLabelText('Pole w oknie')).toHaveFocus();
  });

  it('closes on Escape and gives focus back', async () => {
    render(<Example />);
    const opener = screen.getByRole('button', { name: 'Otwórz' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes with its close button', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Otwórz' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zamknij' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Otwórz' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 4; i++) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });
});
