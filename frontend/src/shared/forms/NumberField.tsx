import { TextField, type TextFieldProps } from './TextField';

interface NumberFieldProps extends Omit<TextFieldProps, 'type' | 'inputMode' | 'min' | 'max' | 'step'> {
  /** the limits the browser offers (validation says what is allowed) */
  range: { min: number; max?: number };
  /** any decimals (km per tree); otherwise whole numbers (days, trees) */
  decimals?: boolean;
}

/** A number typed into a text field, with the phone keyboard and the limits that suit it. */
export function NumberField({ range, decimals = false, ...field }: NumberFieldProps) {
  return (
    <TextField
      type="number"
      inputMode={decimals ? 'decimal' : 'numeric'}
      min={range.min}
      max={range.max}
      step={decimals ? 'any' : 1}
      {...field}
    />
  );
}
