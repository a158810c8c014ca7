import { render, screen, within } from '@testing-library/react';
import { anActivity, aWithheldActivity } from '../../test/activities';
import { ActivityTable } from './ActivityTable';

const ENTRIES = [
  anActivity({ id: 1, status: 'pending', source: 'integrated', _user: { name: 'Ewa Nowak', email: 'ewa.nowak@zielona-firma.demo' }, distance: 42.2, trees: 8.44 }),
  anActivity({ id: 2, status: 'denied' }),
];

/** The row's cells as its two phone lines place them (CSS orders them by these classes). */
function phoneLines(row: HTMLElement) {
  const text = (selector: string) => [...row.querySelectorAll(selector)].map((cell) => cell.textContent);
  return { first: [...text('.main'), ...text('.figure')], second: text('.detail'), actions: text('.actions') };
}

describe('ActivityTable', () => {
  it('on a phone, gives each row two lines: the user with the km, then date, type, trees and status, with the actions', () => {
    render(
      <ActivityTable label="Wpisy" activities={ENTRIES} empty="Brak" showUser showStatus actions={() => <button type="button">Usuń</button>} />,
    );
    const [, first] = screen.getAllByRole('row');
    expect(first).toHaveClass('row', 'rowPending');
    expect(phoneLines(first)).toEqual({
      first: ['Ewa Nowakewa.nowak@zielona-firma.demo', '42,20'],
      second: ['12.06.2025', 'Bieg (ze Stravy)', '8,44', 'oczekuje'],
      actions: ['Usuń'],
    });
    // The trees say what they count once the column header is hidden (DataTable puts it before them).
    expect(within(first).getByText('8,44')).toHaveClass('table__labelled');
    expect(within(first).getByText('ewa.nowak@zielona-firma.demo')).toHaveAttribute('title', 'ewa.nowak@zielona-firma.demo');
  });

  it("leads with the date when the rows are one person's own", () => {
    render(<ActivityTable label="Moje wpisy" activities={ENTRIES} empty="Brak" showStatus />);
    const [, , denied] = screen.getAllByRole('row');
    expect(denied).toHaveClass('rowDenied');
    expect(phoneLines(denied)).toEqual({ first: ['12.06.2025', '5,20'], second: ['Bieg', '1,04', 'odrzucony'], actions: [] });
  });

  it('names where a result came from: Strava, or a file from a watch', () => {
    render(<ActivityTable label="Moje wpisy" activities={[anActivity({ id: 9, source: 'file', deviceName: 'Forerunner 265' })]} empty="Brak" />);
    expect(screen.getByText('Bieg')).toBeInTheDocument();
    expect(screen.getByText('(z pliku)')).toBeInTheDocument();
  });

  it('ticks rows one by one or all at once, the header box half-ticked in between', () => {
    const onToggle = jest.fn();
    const onToggleAll = jest.fn();
    const selection = { selected: new Set([1]), onToggle, onToggleAll, allLabel: 'Zaznacz wszystkie', label: (entry: { id: number }) => `Zaznacz ${entry.id}` };
    render(<ActivityTable label="Wpisy" activities={ENTRIES} empty="Brak" showUser selection={selection} />);
    const all = screen.getByRole('checkbox', { name: 'Zaznacz wszystkie' }) as HTMLInputElement;
    expect(all).not.toBeChecked();
    expect(all.indeterminate).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Zaznacz 1' })).toBeChecked();
    screen.getByRole('checkbox', { name: 'Zaznacz 2' }).click();
    expect(onToggle).toHaveBeenCalledWith(ENTRIES[1], true);
    all.click();
    expect(onToggleAll).toHaveBeenCalledWith(true);
  });

  it("gives a result whose figures only its owner sees one cell across the day, type and km, saying so, with its status and link", () => {
    render(<ActivityTable label="Zgłoszone" activities={[aWithheldActivity()]} empty="Brak" showUser />);
    const [, row] = screen.getAllByRole('row');
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('colspan'))).toEqual([null, '3', null]);
    expect(cells[1]).toHaveClass('detail', 'withheld');
    expect(within(cells[1]).getByText('oczekuje')).toBeInTheDocument();
    expect(within(cells[1]).getByRole('link', { name: /Zobacz w Strava/ })).toHaveAttribute('href', 'https://www.strava.com/activities/13579246801');
    expect(cells[2]).toHaveTextContent('2,13');
  });
});
