import { useLayoutEffect, useRef } from 'react';

/** A control in a table's row: the row's place among the rows with controls, and the control's own among the row's buttons. */
export interface RowPlace {
  button: HTMLElement;
  table: HTMLTableElement;
  index: number;
  control: number;
}

const rowsWithButtons = (table: HTMLTableElement) => [...table.tBodies[0].rows].filter((row) => row.querySelector('button'));

/** Where a control sits in its table, or null outside one. */
export function placeInRows(button: HTMLElement): RowPlace | null {
  const row = button.closest('tr');
  const table = button.closest('table');
  if (!row || !table || !table.tBodies[0]) return null;
  return { button, table, index: rowsWithButtons(table).indexOf(row), control: [...row.querySelectorAll('button')].indexOf(button as HTMLButtonElement) };
}

/**
 * Once a control's row has left, focuses the same control of the row that took its place (of the
 * row before, when it was the last), or the list's heading when none is left: a keyboard user
 * keeps their place rather than starting again from the top of the page.
 */
export function focusWhereRowWas(place: RowPlace): void {
  const rows = place.table.isConnected ? rowsWithButtons(place.table) : [];
  const row = rows[Math.min(place.index, rows.length - 1)];
  const target = row?.querySelectorAll('button')[place.control] ?? place.table.closest('section')?.querySelector<HTMLElement>('h2');
  target?.focus();
}

/**
 * For a list whose rows leave once decided: when the row of the control acted on is gone, and
 * focus with it, focus moves where the row was (focusWhereRowWas). Returns what a row's button
 * calls as it is pressed. A row that leaves while a dialog it opened is up is the dialog's to
 * follow (DialogContent).
 */
export function useRowFocus(): (button: HTMLElement) => void {
  const acted = useRef<RowPlace | null>(null);
  useLayoutEffect(() => {
    const last = acted.current;
    if (!last || last.button.isConnected) return;
    acted.current = null;
    // Focus the user has taken elsewhere stays there.
    if (document.activeElement && document.activeElement !== document.body) return;
    focusWhereRowWas(last);
  });
  return (button) => {
    acted.current = placeInRows(button);
  };
}
