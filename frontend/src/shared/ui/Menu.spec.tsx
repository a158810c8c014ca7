import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openMenu } from '../../test/menu';
import { Menu, MenuItem } from './Menu';

function renderMenu() {
  const edit = jest.fn();
  const remove = jest.fn();
  render(
    <Menu aria-label="Akcje: Zielona Firma">
      <MenuItem onSelect={edit}>Edytuj</MenuItem>
      <MenuItem destructive onSelect={remove}>
        Usuń
      </MenuItem>
    </Menu>,
  );
  return { edit, remove };
}

describe('Menu', () => {
  it('is a labelled button that opens a menu of the actions, the destructive ones marked', async () => {
    const { edit } = renderMenu();
    const trigger = screen.getByRole('button', { name: 'Akcje: Zielona Firma' });
    expect(trigger).toHaveTextContent('Akcje');
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');

    const menu = await openMenu('Akcje: Zielona Firma');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edytuj', 'Usuń']);
    expect(screen.getByRole('menuitem', { name: 'Usuń' })).toHaveClass('destructive');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edytuj' }));
    await waitFor(() => expect(edit).toHaveBeenCalledTimes(1));
    expect(menu).not.toBeInTheDocument();
  });

  it('works from the keyboard: Enter opens, arrows move, Enter chooses, Escape closes and gives focus back', async () => {
    const { remove } = renderMenu();
    const trigger = screen.getByRole('button', { name: 'Akcje: Zielona Firma' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Edytuj' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Usuń' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
  });

  it('says Akcje when not named otherwise', async () => {
    render(
      <Menu>
        <MenuItem onSelect={() => undefined}>Edit</MenuItem>
      </Menu>,
    );
    expect(screen.getByRole('button', { name: /Akcje/ })).toBeInTheDocument();
  });
});
