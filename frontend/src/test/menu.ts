import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

// Radix measures a menu's button to place the menu; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

/** Opens the actions menu named `trigger` (inside `container` if given) and answers the menu. */
export async function openMenu(trigger: string | RegExp, container: HTMLElement = document.body) {
  await userEvent.click(within(container).getByRole('button', { name: trigger }));
  return screen.findByRole('menu');
}

/** Opens the menu and chooses an item; a dialog the item opens shows once the menu has closed. */
export async function chooseFromMenu(trigger: string | RegExp, item: string | RegExp, container?: HTMLElement) {
  const menu = await openMenu(trigger, container);
  await userEvent.click(within(menu).getByRole('menuitem', { name: item }));
}
