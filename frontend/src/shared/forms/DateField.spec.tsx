import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useState } from 'react';
import { DateField } from './DateField';
// Loaded up front, so that opening the calendar waits on React alone and not on a busy machine's module loading.
import './Calendar';

// Radix positions the calendar by watching its size; jsdom has no ResizeObserver.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { ResizeObserver: globalThis.ResizeObserver ?? NoResizeObserver });

function Harness({ initial = '', min, max, onValue = () => undefined }: { initial?: string; min?: string; max?: string; onValue?(value: string): void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Data"
        value={value}
        min={min}
        max={max}
        onChange={(event) => {
          setValue(event.target.value);
          onValue(event.target.value);
        }}
      />
      <output>{value}</output>
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Data' });
const formValue = () => screen.getByRole('status').textContent;
const openCalendar = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Wybierz datę z kalendarza' }));
  await screen.findByRole('grid');
};
const calendar = () => screen.getByRole('dialog', { name: 'Kalendarz' });

describe('DateField', () => {
  afterEach(async () => {
    await act(() => i18next.changeLanguage('pl'));
  });

  it('takes a day typed with dashes too (05-03-2026) and gives the form YYYY-MM-DD', async () => {
    render(<Harness />);
    await userEvent.type(field(), '05-03-2026');
    expect(formValue()).toBe('2026-03-05');
    expect(field()).not.toHaveAttribute('aria-invalid');
  });

  it('shows a value from the form as dd.MM.yyyy, as Polish writes a date', () => {
    render(<Harness initial="2026-11-24" />);
    expect(field()).toHaveValue('24.11.2026');
  });

  it('says a typed date that is no day is wrong, and gives the form nothing', async () => {
    const onValue = jest.fn();
    render(<Harness initial="2026-03-05" onValue={onValue} />);
    await userEvent.clear(field());
    await userEvent.type(field(), '31-02-2026');
    expect(formValue()).toBe('');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription('Wpisz datę w formacie dd.mm.rrrr, np. 05.03.2026.');
    await userEvent.clear(field());
    await userEvent.type(field(), '5.3.2026');
    await userEvent.tab();
    expect(formValue()).toBe('2026-03-05');
    // Left, it is shown as dd.MM.yyyy.
    expect(field()).toHaveValue('05.03.2026');
    expect(field()).not.toHaveAttribute('aria-invalid');
  });

  it('says so when the field is left with something that is not a date', async () => {
    render(<Harness />);
    await userEvent.type(field(), '12-1');
    expect(field()).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
  });

  it('sets the day picked in the calendar, a week starting on Monday', async () => {
    render(<Harness initial="2026-03-05" />);
    await openCalendar();
    const grid = within(calendar()).getByRole('grid');
    expect(grid.querySelector('th')).toHaveAttribute('aria-label', 'poniedziałek');
    await userEvent.click(within(grid).getByRole('button', { name: /19 marca 2026/ }));
    expect(formValue()).toBe('2026-03-19');
    expect(field()).toHaveValue('19.03.2026');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('goes from the month to the months, then to 12 years a page, and back down to a day', async () => {
    render(<Harness initial="2026-03-05" />);
    await openCalendar();
    await userEvent.click(within(calendar()).getByRole('button', { name: /^marzec 2026/ }));
    const months = within(calendar()).getByRole('group', { name: 'wybierz miesiąc' });
    expect(within(months).getAllByRole('button')).toHaveLength(12);
    expect(within(months).getByRole('button', { name: 'marzec' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(within(calendar()).getByRole('button', { name: /^2026/ }));
    const years = () => within(calendar()).getByRole('group', { name: 'wybierz rok' }).querySelectorAll('button');
    expect([...years()].map((year) => year.textContent)).toEqual(['2017', '2018', '2019', '2020', '2021', '2022', '2023', '2024', '2025', '2026', '2027', '2028']);
    await userEvent.click(within(calendar()).getByRole('button', { name: 'Następne 12 lat' }));
    expect(years()[0]).toHaveTextContent('2029');
    expect(years()[11]).toHaveTextContent('2040');
    await userEvent.click(within(calendar()).getByRole('button', { name: 'Poprzednie 12 lat' }));
    await userEvent.click(within(calendar()).getByRole('button', { name: 'Poprzednie 12 lat' }));
    expect(years()[0]).toHaveTextContent('2005');

    await userEvent.click(within(calendar()).getByRole('button', { name: '2010' }));
    await userEvent.click(within(calendar()).getByRole('button', { name: 'lipiec' }));
    await userEvent.click(within(calendar()).getByRole('button', { name: /14 lipca 2010/ }));
    expect(formValue()).toBe('2010-07-14');
  });

  it('offers no day, month or year outside its limits', async () => {
    render(<Harness initial="2026-03-05" min="2026-03-03" max="2026-04-10" />);
    await openCalendar();
    expect(within(calendar()).getByRole('button', { name: /, 2 marca 2026$/ })).toBeDisabled();
    expect(within(calendar()).getByRole('button', { name: /, 3 marca 2026$/ })).toBeEnabled();
    expect(within(calendar()).getByRole('button', { name: 'Poprzedni miesiąc' })).toBeDisabled();
    await userEvent.click(within(calendar()).getByRole('button', { name: /^marzec 2026/ }));
    expect(within(calendar()).getByRole('button', { name: 'luty' })).toBeDisabled();
    expect(within(calendar()).getByRole('button', { name: 'kwiecień' })).toBeEnabled();
    expect(within(calendar()).getByRole('button', { name: 'maj' })).toBeDisabled();
    await userEvent.click(within(calendar()).getByRole('button', { name: /^2026/ }));
    expect(within(calendar()).getByRole('button', { name: '2025' })).toBeDisabled();
    expect(within(calendar()).getByRole('button', { name: '2026' })).toBeEnabled();
  });

  it('speaks English with English month names', async () => {
    await act(() => i18next.changeLanguage('en'));
    render(<Harness initial="2026-03-05" />);
    expect(field()).toHaveAttribute('placeholder', 'dd.mm.yyyy');
    await userEvent.click(screen.getByRole('button', { name: 'Choose the date in a calendar' }));
    await screen.findByRole('grid');
    const dialog = screen.getByRole('dialog', { name: 'Calendar' });
    expect(within(dialog).getByRole('grid').querySelector('th')).toHaveAttribute('aria-label', 'Monday');
    await userEvent.click(within(dialog).getByRole('button', { name: /^March 2026/ }));
    expect(within(dialog).getByRole('button', { name: 'July' })).toBeInTheDocument();
  });

  it('closes the calendar on Escape and gives focus back to its button', async () => {
    render(<Harness initial="2026-03-05" />);
    await openCalendar();
    expect(calendar()).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wybierz datę z kalendarza' })).toHaveFocus();
  });
});
