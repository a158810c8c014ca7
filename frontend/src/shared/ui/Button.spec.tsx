import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import { Button, ButtonLink, type ButtonVariant } from './Button';

describe('Button', () => {
  it.each<ButtonVariant>(['primary', 'secondary', 'warning', 'danger', 'transparent'])(
    'is a plain, enabled button named by its text in the %s variant',
    (variant) => {
      render(<Button variant={variant}>Zapisz</Button>);
      const button = screen.getByRole('button', { name: 'Zapisz' });
      expect(button).toHaveAttribute('type', 'button');
      expect(button).toBeEnabled();
    },
  );

  it('is a plain button unless told otherwise, so it never submits a form by accident', () => {
    render(<Button>Anuluj</Button>);
    expect(screen.getByRole('button')).toHaveAttribute('type', 'button');
  });

  it('calls onClick', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Dalej</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is disabled and marked busy while a request runs, keeping its name', async () => {
    const onClick = jest.fn();
    render(
      <Button busy onClick={onClick}>
        Zaloguj się
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Zaloguj się' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('comes small for a row of a table, with the same name and role', () => {
    render(<Button size="small">Usuń</Button>);
    expect(screen.getByRole('button', { name: 'Usuń' })).toHaveClass('btn', 'btn--primary', 'btn--small');
  });
});

describe('ButtonLink', () => {
  afterEach(() => i18next.changeLanguage('pl'));

  it('is a link that looks like a button, to an in-app path that keeps the language', async () => {
    await i18next.changeLanguage('en');
    render(
      <MemoryRouter>
        <ButtonLink to="/moje-wyniki" variant="secondary">
          My results
        </ButtonLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'My results' });
    expect(link).toHaveAttribute('href', '/moje-wyniki?lang=en');
    expect(link).toHaveClass('btn', 'btn--secondary');
  });

  it('goes anywhere else by href, as it is', () => {
    render(
      <ButtonLink href="/files/diploma.pdf" target="_blank" rel="noopener noreferrer" size="small">
        Pobierz
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Pobierz' });
    expect(link).toHaveAttribute('href', '/files/diploma.pdf');
    expect(link).toHaveClass('btn', 'btn--primary', 'btn--small');
  });
});
