import type { ComponentPropsWithRef } from 'react';
import { Field } from './Field';
import type { FieldMessage } from './validators';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'children'> {
  label: string;
  error?: FieldMessage;
  /** a line under the label that says what the field accepts */
  hint?: string;
}

export function TextField({ label, error, hint, ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => <input className="field__input" {...control} {...input} />}
    </Field>
  );
}
