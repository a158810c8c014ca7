import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldError } from './FieldError';
import type { FieldMessage } from './validators';
import styles from './CheckboxField.module.css';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'children'> {
  label: ReactNode;
  error?: FieldMessage;
}

export function CheckboxField({ label, error, ...input }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <div className={styles.row}>
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
}
