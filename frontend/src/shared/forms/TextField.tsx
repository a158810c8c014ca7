import { useId, type ComponentPropsWithRef } from 'react';
import { FieldError } from './FieldError';
import type { FieldMessage } from './validators';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'children'> {
  label: string;
  error?: FieldMessage;
  /** a line under the label that says what the field accepts */
  hint?: string;
}

export function TextField({ label, error, hint, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <input
        id={id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
}
