import { render, screen } from '@testing-library/react';
import { StatCard } from './StatCard';

describe('StatCard', () => {
  it('shows the value and its caption, with a decorative image', () => {
    const { container } = render(<StatCard image="/trees.svg" value="1 234,50" caption="Drzewa" />);
    expect(screen.getByText('1 234,50')).toBeInTheDocument();
    expect(screen.getByText('Drzewa')).toBeInTheDocument();
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', '/trees.svg');
    expect(image).toHaveAttribute('alt', '');
  });
});
