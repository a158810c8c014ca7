import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FieldError } from './FieldError';
import type { FieldMessage } from './validators';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  error?: FieldMessage;
  children: ReactNode;
}

export function SelectField({ label, error, children, ...select }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...select}
      >
        {children}
      </select>
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
}
