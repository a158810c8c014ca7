import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { Spinner, type SpinnerColor, type SpinnerSize } from './Spinner';

describe('Spinner', () => {
  afterEach(async () => {
    await act(() => i18next.changeLanguage('pl'));
  });

  it('announces loading to screen readers when it has no text', async () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Ładowanie...');
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows its text', () => {
    render(<Spinner text="Wczytuję ranking" />);
    expect(screen.getByRole('status')).toHaveTextContent('Wczytuję ranking');
  });

  it.each<[SpinnerSize, SpinnerColor]>([
    ['sm', 'primary'],
    ['md', 'white'],
    ['lg', 'gray'],
    ['xl', 'green'],
  ])('renders size %s in colour %s', (size, color) => {
    render(<Spinner size={size} color={color} />);
    expect(screen.getByRole('status')).toHaveClass(`spinner--${size}`, `spinner--${color}`);
  });

  it('centres only when asked', () => {
    const { rerender } = render(<Spinner />);
    expect(screen.getByRole('status')).not.toHaveClass('spinner--centered');
    rerender(<Spinner centered />);
    expect(screen.getByRole('status')).toHaveClass('spinner--centered');
  });
});
