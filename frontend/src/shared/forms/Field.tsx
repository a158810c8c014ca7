import { useId, type ReactNode } from 'react';
import { cx } from '../ui/cx';
import { FieldError } from './FieldError';
import type { FieldMessage } from './validators';

/** What a field's control takes to be named by the label and described by the hint and the error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FieldProps {
  label: ReactNode;
  /** a line under the label that says what the field accepts */
  hint?: ReactNode;
  error?: FieldMessage;
  className?: string;
  /** the control (an input, a select, a textarea...), given its id and aria attributes */
  children(control: FieldControlProps): ReactNode;
}

/** A labelled form control: the label, an optional hint, the control, and its error under it. */
export function Field({ label, hint, error, className, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  return (
    <div className={cx('field', className)}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined })}
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
}
