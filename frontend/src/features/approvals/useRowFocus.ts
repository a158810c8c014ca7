import { useLayoutEffect, useRef } from 'react';

/** The control acted on: its row's place among the rows with controls, and its own among the row's buttons. */
interface ActedOn {
  button: HTMLElement;
  table: HTMLTableElement;
  index: number;
  control: number;
}

const rowsWithButtons = (table: HTMLTableElement) => [...table.tBodies[0].rows].filter((row) => row.querySelector('button'));

/**
 * Keeps a keyboard user's place in a list whose rows leave once decided: when the row of the
 * control acted on is gone, and focus with it, focus moves to the same control of the row that
 * took its place (of the row before, when it was the last), or to the list's heading when none is
 * left, not back to the start of the page. Returns what a row's button calls as it is pressed.
 */
export function useRowFocus(): (button: HTMLElement) => void {
  const acted = useRef<ActedOn | null>(null);
  useLayoutEffect(() => {
    const last = acted.current;
    if (!last || last.button.isConnected) return;
    acted.current = null;
    // Focus the user has taken elsewhere stays there.
    if (document.activeElement && document.activeElement !== document.body) return;
    const rows = last.table.isConnected ? rowsWithButtons(last.table) : [];
    const row = rows[Math.min(last.index, rows.length - 1)];
    const target = row?.querySelectorAll('button')[last.control] ?? last.table.closest('section')?.querySelector<HTMLElement>('h2');
    target?.focus();
  });
  return (button) => {
    const row = button.closest('tr');
    const table = button.closest('table');
    if (!row || !table) return;
    acted.current = { button, table, index: rowsWithButtons(table).indexOf(row), control: [...row.querySelectorAll('button')].indexOf(button as HTMLButtonElement) };
  };
}
