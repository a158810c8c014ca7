import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('says what is missing and offers the next step', async () => {
    const next = jest.fn();
    const { container } = render(
      <EmptyState title="Nie ma jeszcze drużyn" text="Utwórz pierwszą drużynę." action={<button onClick={next}>Dodaj drużynę</button>} />,
    );
    expect(screen.getByText('Nie ma jeszcze drużyn')).toBeInTheDocument();
    expect(screen.getByText('Utwórz pierwszą drużynę.')).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj drużynę' }));
    expect(next).toHaveBeenCalled();
  });

  it('shows only the title when there is nothing more to say', () => {
    const { container } = render(<EmptyState title="Brak użytkowników" />);
    expect(container.querySelectorAll('p')).toHaveLength(1);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
