import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { LANG_STORAGE_KEY } from '@lesne/contracts';
import { Link, Redirect } from '../shared/routing/links';
import { LanguageSwitcher } from '../shared/ui/LanguageSwitcher';
import { renderRoutes } from '../test/render';
import { AppShell } from './AppShell';

const routes = [
  {
    element: <AppShell />,
    children: [
      {
        path: '/a',
        element: (
          <>
            <LanguageSwitcher />
            <Link to="/b?code=1">go</Link>
          </>
        ),
      },
      { path: '/b', element: <p>page b</p> },
      { path: '/old', element: <Redirect to="/b" /> },
    ],
  },
];

describe('language in the URL', () => {
  afterEach(async () => {
    await act(() => i18next.changeLanguage('pl'));
    localStorage.clear();
  });

  it('adds ?lang=en to the address, to links and across navigation', async () => {
    await i18next.changeLanguage('en');
    const { address } = renderRoutes(routes, '/a');

    expect(address()).toBe('/a?lang=en');
    expect(screen.getByRole('link', { name: 'go' })).toHaveAttribute('href', '/b?code=1&lang=en');
    await userEvent.click(screen.getByRole('link', { name: 'go' }));
    expect(address()).toBe('/b?code=1&lang=en');
  });

  it('keeps it through redirects', async () => {
    await i18next.changeLanguage('en');
    const { address } = renderRoutes(routes, '/old');
    expect(await screen.findByText('page b')).toBeInTheDocument();
    expect(address()).toBe('/b?lang=en');
  });

  it('leaves Polish addresses clean', () => {
    const { address } = renderRoutes(routes, '/a');
    expect(address()).toBe('/a');
    expect(screen.getByRole('link', { name: 'go' })).toHaveAttribute('href', '/b?code=1');
  });

  it('follows the switcher both ways and remembers the choice', async () => {
    const { address } = renderRoutes(routes, '/a');
    const group = screen.getByRole('group', { name: 'Język' });
    expect(screen.getByRole('button', { name: 'PL' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'EN' }));
    expect(address()).toBe('/a?lang=en');
    expect(localStorage.getItem(LANG_STORAGE_KEY)).toBe('en');
    expect(group).toHaveAccessibleName('Language');

    await userEvent.click(screen.getByRole('button', { name: 'PL' }));
    expect(address()).toBe('/a');
    expect(localStorage.getItem(LANG_STORAGE_KEY)).toBe('pl');
  });
});
