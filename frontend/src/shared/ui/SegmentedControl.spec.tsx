import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SegmentedControl } from './SegmentedControl';

const OPTIONS = [
  { value: 'user', label: 'Indywidualny' },
  { value: 'team', label: 'Drużynowy' },
  { value: 'both', label: 'Oba' },
] as const;
type Mode = (typeof OPTIONS)[number]['value'];

function Harness({ onChange }: { onChange(value: Mode): void }) {
  const [value, setValue] = useState<Mode>('user');
  return (
    <>
      <button type="button">Przed</button>
      <SegmentedControl
        label="Rodzaj rankingu"
        options={OPTIONS}
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    </>
  );
}

describe('SegmentedControl', () => {
  it('is a named group of toggle buttons, the chosen one pressed', () => {
    render(<Harness onChange={jest.fn()} />);
    const group = screen.getByRole('group', { name: 'Rodzaj rankingu' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Indywidualny' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Drużynowy' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('is one tab stop; the arrow keys move between the choices and Space picks one', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Przed' }));
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Indywidualny' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Drużynowy' })).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith('team');
    expect(screen.getByRole('button', { name: 'Drużynowy' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    // The arrows wrap around.
    expect(screen.getByRole('button', { name: 'Indywidualny' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Przed' })).toHaveFocus();
  });

  it('keeps the chosen one when it is pressed again', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Indywidualny' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Indywidualny' })).toHaveAttribute('aria-pressed', 'true');
  });
});
