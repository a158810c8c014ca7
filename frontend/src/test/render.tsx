import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation, useRoutes, type Location, type RouteObject } from 'react-router-dom';

/** Renders routes in memory; `location()` tells where the app went. */
export function renderRoutes(routes: RouteObject[], initialEntry = '/') {
  let current: Location | undefined;
  function Routes() {
    current = useLocation();
    return useRoutes(routes);
  }
  const result = render(
    <MemoryRouter initialEntries={[initialEntry]}>
      <Routes />
    </MemoryRouter>,
  );
  const location = () => {
    if (!current) throw new Error('the router has not rendered');
    return current;
  };
  return { ...result, location, address: () => location().pathname + location().search };
}

/** Renders one screen at a path, with every other path left empty. */
export function renderAt(element: ReactElement, initialEntry = '/', path = initialEntry.split('?')[0]) {
  return renderRoutes([{ path, element }, { path: '*', element: null }], initialEntry);
}
