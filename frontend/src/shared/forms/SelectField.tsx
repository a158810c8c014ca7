import type { ReactNode, SelectHTMLAttributes } from 'react';
import { Field } from './Field';
import type { FieldMessage } from './validators';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  error?: FieldMessage;
  children: ReactNode;
}

export function SelectField({ label, error, children, ...select }: SelectFieldProps) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <select className="field__input" {...control} {...select}>
          {children}
        </select>
      )}
    </Field>
  );
}
