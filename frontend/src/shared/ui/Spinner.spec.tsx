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

  it.each<[SpinnerSize, SpinnerColor, boolean]>([
    ['sm', 'primary', false],
    ['md', 'white', true],
    ['lg', 'gray', false],
    ['xl', 'green', true],
  ])('announces loading the same way in size %s, colour %s (centred: %s)', (size, color, centered) => {
    render(<Spinner size={size} color={color} centered={centered} />);
    expect(screen.getByRole('status')).toHaveTextContent('Ładowanie...');
  });
});
