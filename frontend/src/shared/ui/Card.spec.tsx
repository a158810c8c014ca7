import { render, screen } from '@testing-library/react';
import { Card } from './Card';

describe('Card', () => {
  it('shows its title as a heading and its content', () => {
    render(
      <Card title="Podsumowanie">
        <p>Treść karty</p>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Podsumowanie' })).toBeInTheDocument();
    expect(screen.getByText('Treść karty')).toBeInTheDocument();
  });

  it('shows its content without a heading when it has no title', () => {
    render(<Card>Sama treść</Card>);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText('Sama treść')).toBeInTheDocument();
  });
});
