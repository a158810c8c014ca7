import * as ToggleGroup from '@radix-ui/react-toggle-group';
import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './SegmentedControl.module.css';

export interface SegmentedOption<T extends string> {
  value: T;
  label: ReactNode;
}

interface SegmentedControlProps<T extends string> {
  /** the group's name, e.g. "Rodzaj rankingu" */
  label: string;
  options: readonly SegmentedOption<T>[];
  value: T;
  onChange(value: NoInfer<T>): void;
  className?: string;
}

/**
 * One of a few choices, as joined buttons: one tab stop, the arrow keys move between the
 * choices, Enter or Space picks one. The choices stay toggle buttons (aria-pressed) in a named
 * group rather than Radix's radios, as every screen and its tests read them; one is always picked.
 */
export function SegmentedControl<T extends string>({ label, options, value, onChange, className }: SegmentedControlProps<T>) {
  return (
    <ToggleGroup.Root
      type="single"
      role="group"
      aria-label={label}
      className={cx(styles.segmented, className)}
      value={value}
      // Pressing the chosen one again would leave none chosen: it stays.
      onValueChange={(next) => next && next !== value && onChange(next as T)}
    >
      {options.map((option) => (
        <ToggleGroup.Item
          key={option.value}
          value={option.value}
          className={styles.option}
          role={undefined}
          aria-checked={undefined}
          aria-pressed={option.value === value}
        >
          {option.label}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
