import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { MemoryRouter, type RouteObject } from 'react-router-dom';
import { LANGS, PATHS } from '@lesne/contracts';
import { setLanguage } from '../i18n/language';
import { testQueryClient } from '../test/query-client';
import { PAGE_NAMESPACES, type PageHandle } from './page-meta';
import { panelRoutes } from './Panel';
import { AppRoutes, routes } from './routes';

/** Every route that shows a screen: the leaves, less the catch-alls that hand a path on or send it home. */
function screenRoutes(list: RouteObject[]): RouteObject[] {
  return list.flatMap((route) => (route.children ? screenRoutes(route.children) : route.path === '*' ? [] : [route]));
}

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('page titles and descriptions', () => {
  const screens = [...screenRoutes(routes), ...screenRoutes(panelRoutes)];

  it('are named by every screen route, in Polish and in English', () => {
    expect(screens.length).toBeGreaterThanOrEqual(Object.keys(PATHS).length);
    const missing = screens.flatMap((route) => {
      const name = (route.handle as PageHandle | undefined)?.page;
      const where = route.path ?? 'index';
      if (!name) return [`${where}: no page`];
      return LANGS.flatMap((lng) =>
        ['title', 'description'].filter((part) => !i18next.exists(`${name}.${part}`, { lng, ns: PAGE_NAMESPACES })).map((part) => `${where}: ${lng} ${part}`),
      );
    });
    expect(missing).toEqual([]);
  });

  it('follow the screen shown and the language chosen', async () => {
    render(
      <QueryClientProvider client={testQueryClient()}>
        <MemoryRouter initialEntries={[PATHS.login]}>
          <AppRoutes />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(document.title).toBe('Logowanie · Leśne Wyzwanie'));
    expect(description()).toMatch(/^Zaloguj się do panelu Leśnego Wyzwania/);

    await userEvent.click(await screen.findByRole('link', { name: 'Nie pamiętasz hasła?' }));
    await waitFor(() => expect(document.title).toBe('Nie pamiętasz hasła? · Leśne Wyzwanie'));
    expect(description()).toBe('Wyślij sobie link, którym ustawisz nowe hasło do panelu Leśnego Wyzwania.');

    act(() => setLanguage('en'));
    await waitFor(() => expect(document.title).toBe('Forgot your password? · Forest Challenge'));
    expect(description()).toBe('Send yourself a link to set a new password for your Forest Challenge panel.');
  });

  afterEach(async () => {
    localStorage.clear();
    await act(() => i18next.changeLanguage('pl'));
  });
});
