import { useState, type ChangeEvent, type FormEvent } from 'react';
import { fieldErrors } from '../api/errors';
import type { FieldMessage } from './validators';

type FormValues = Record<string, string | boolean>;
export type FormErrors<F> = Partial<Record<keyof F, FieldMessage>>;
type KeysOf<F, T> = { [K in keyof F]: F[K] extends T ? K : never }[keyof F];

/**
 * Form state with messages shown on submit: a field's message goes away when it is edited,
 * and a failed request leaves its error (and the server's per-field messages) to show.
 */
export function useForm<F extends FormValues>(initial: F, validate: (values: F) => FormErrors<F>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors<F>>({});
  const [submitError, setSubmitError] = useState<unknown>(null);
  const [submitting, setSubmitting] = useState(false);

  function setValue<K extends keyof F>(name: K, value: F[K]) {
    patch({ [name]: value } as unknown as Partial<F>);
  }

  /** Changes several fields at once (one rule may move another field) and clears their messages. */
  function patch(change: Partial<F>) {
    setValues((current) => ({ ...current, ...change }));
    setErrors((current) => {
      const next = { ...current };
      for (const name of Object.keys(change) as (keyof F)[]) next[name] = undefined;
      return next;
    });
  }

  const field = (name: KeysOf<F, string>) => ({
    value: values[name] as string,
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setValue(name, event.target.value as F[typeof name]),
  });

  const checkbox = (name: KeysOf<F, boolean>) => ({
    checked: values[name] as boolean,
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.checked as F[typeof name]),
  });

  const onSubmit = (send: (values: F) => Promise<void>) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = validate(values);
    setErrors(found);
    setSubmitError(null);
    if (Object.values(found).some(Boolean)) return;
    setSubmitting(true);
    try {
      await send(values);
    } catch (error) {
      setSubmitError(error);
      setErrors(fieldErrors(error) as FormErrors<F>);
    } finally {
      setSubmitting(false);
    }
  };

  return { values, errors, submitError, submitting, field, checkbox, setValue, patch, onSubmit };
}
