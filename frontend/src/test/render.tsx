import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useEffect, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter, useLocation, useRoutes, type Location, type RouteObject } from 'react-router-dom';
import { useLiveCache } from '../features/live';
import { testQueryClient } from './query-client';

function LiveCache({ children }: { children: ReactNode }) {
  useLiveCache();
  return children;
}

/** What the app gives every screen: the test's query cache, kept live as the signed-in layout keeps it. */
function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={testQueryClient()}>
      <LiveCache>{children}</LiveCache>
    </QueryClientProvider>
  );
}

/** Renders one component with what the app gives it. */
export function renderWithProviders(element: ReactElement) {
  return render(element, { wrapper: AppProviders });
}

/** Renders routes in memory; `location()` tells where the app went. */
export function renderRoutes(routes: RouteObject[], initialEntry = '/') {
  let current: Location | undefined;
  function Routes() {
    const location = useLocation();
    useEffect(() => {
      current = location;
    });
    return useRoutes(routes);
  }
  const result = render(
    <MemoryRouter initialEntries={[initialEntry]}>
      <Routes />
    </MemoryRouter>,
    { wrapper: ({ children }) => <QueryClientProvider client={testQueryClient()}>{children}</QueryClientProvider> },
  );
  const location = () => {
    if (!current) throw new Error('the router has not rendered');
    return current;
  };
  return { ...result, location, address: () => location().pathname + location().search };
}

/** Renders one screen at a path, with every other path left empty, and what the app gives it. */
export function renderAt(element: ReactElement, initialEntry = '/', path = initialEntry.split('?')[0]) {
  return renderRoutes([{ path, element: <LiveCache>{element}</LiveCache> }, { path: '*', element: null }], initialEntry);
}
