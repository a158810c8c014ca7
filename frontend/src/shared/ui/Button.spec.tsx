import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, type ButtonVariant } from './Button';

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
});
