import { render, screen } from '@testing-library/react';
import { lazyRoute, RELOADED_FOR_CODE_KEY } from './lazyRoute';

function Screen({ name }: { name: string }) {
  return <h1>{name}</h1>;
}

const deployed = (): Promise<() => null> => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('lazyRoute', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the spinner while the code loads, then the screen with its props', async () => {
    const Lazy = lazyRoute(() => Promise.resolve(Screen), 'page');
    render(<Lazy name="Ranking" />);
    expect(screen.getByRole('status')).toHaveTextContent('Ładowanie...');
    expect(await screen.findByRole('heading', { name: 'Ranking' })).toBeInTheDocument();
  });

  it('reloads the page once when the code cannot be loaded, keeping the spinner meanwhile', async () => {
    const reload = jest.fn();
    const Lazy = lazyRoute(deployed, 'panel', reload);
    render(<Lazy />);
    await screen.findByRole('status');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(RELOADED_FOR_CODE_KEY)).toBe('1');
    expect(screen.getByRole('status')).toHaveTextContent('Ładowanie...');
  });

  it('does not reload again when the code still fails right after a reload', async () => {
    sessionStorage.setItem(RELOADED_FOR_CODE_KEY, '1');
    const reload = jest.fn();
    const Lazy = lazyRoute(deployed, 'panel', reload);
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Lazy />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reload).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('forgets the reload once code loads again, so a later deploy reloads once more', async () => {
    sessionStorage.setItem(RELOADED_FOR_CODE_KEY, '1');
    const Lazy = lazyRoute(() => Promise.resolve(Screen), 'page');
    render(<Lazy name="Ranking" />);
    await screen.findByRole('heading', { name: 'Ranking' });
    expect(sessionStorage.getItem(RELOADED_FOR_CODE_KEY)).toBeNull();
  });
});
