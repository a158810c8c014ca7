import type { ReactElement } from 'react';
import { ToastContainer } from 'react-toastify';
import { renderAt } from './render';

/** A screen at its path with the toast container the app shell gives it. */
export function renderScreen(element: ReactElement, path = '/') {
  return renderAt(
    <>
      {element}
      <ToastContainer />
    </>,
    path,
  );
}
