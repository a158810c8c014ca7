import * as Popover from '@radix-ui/react-popover';
import { lazy, Suspense, useState, type ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../ui/cx';
import { Spinner } from '../ui/Spinner';
import { dayDate, isoDay, looksComplete, parseTypedDay, typedDay } from './date-text';
import styles from './DateField.module.css';
import { Field } from './Field';
import type { FieldMessage } from './validators';

// The calendar (and its date library) loads when first opened: most who fill a form type the day or keep the default.
const Calendar = lazy(() => import('./Calendar').then((module) => ({ default: module.Calendar })));

interface DateFieldProps
  extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'type' | 'value' | 'onChange' | 'min' | 'max' | 'children'> {
  label: string;
  /** YYYY-MM-DD, or '' for none */
  value: string;
  /** gets YYYY-MM-DD, or '' while what is typed is no date: the same as a date input's change */
  onChange(event: { target: { value: string } }): void;
  error?: FieldMessage;
  hint?: string;
  /** the first and last day the calendar offers, YYYY-MM-DD */
  min?: string;
  max?: string;
}

/**
 * A day typed as dd.MM.yyyy (docs/product.md#languages-and-formats, whatever the browser's) or picked in a calendar
 * in the page's language: weeks from Monday, the caption opens the months, then 12 years a page.
 * In and out it is YYYY-MM-DD, like the date input it replaces.
 */
export function DateField({ label, value, onChange, error, hint, min, max, className, ...input }: DateFieldProps) {
  const { t } = useTranslation('ui');
  const [open, setOpen] = useState(false);
  // What is typed, and the value it stood for: a new value from outside shows as typed anew.
  const [typed, setTyped] = useState({ value, text: typedDay(value), left: false });
  if (typed.value !== value) setTyped({ value, text: typedDay(value), left: false });

  const notADay = typed.text.trim() !== '' && parseTypedDay(typed.text) === null && (typed.left || looksComplete(typed.text));
  const shownError: FieldMessage | undefined = notADay ? { key: 'ui:date.invalid' } : error;

  function type(text: string) {
    const day = parseTypedDay(text) ?? '';
    setTyped({ value: day, text, left: false });
    if (day !== value) onChange({ target: { value: day } });
  }

  function pick(date: Date) {
    const day = isoDay(date);
    setTyped({ value: day, text: typedDay(day), left: false });
    setOpen(false);
    if (day !== value) onChange({ target: { value: day } });
  }

  return (
    <Field label={label} hint={hint} error={shownError} className={className}>
      {(control) => (
        <Popover.Root open={open} onOpenChange={setOpen}>
          <Popover.Anchor className={styles.control}>
            <input
              {...control}
              type="text"
              className={cx('field__input', styles.input)}
              placeholder={t('date.placeholder')}
              autoComplete="off"
              {...input}
              value={typed.text}
              onChange={(event) => type(event.target.value)}
              onBlur={(event) => {
                // Shown as dd.MM.yyyy once the field is left.
                const day = parseTypedDay(typed.text);
                setTyped({ ...typed, text: day ? typedDay(day) : typed.text, left: true });
                input.onBlur?.(event);
              }}
            />
            <Popover.Trigger className={styles.open} aria-label={t('date.open')} disabled={input.disabled}>
              <CalendarIcon />
            </Popover.Trigger>
          </Popover.Anchor>
          <Popover.Portal>
            <Popover.Content
              className={styles.popover}
              align="end"
              sideOffset={4}
              collisionPadding={8}
              aria-label={t('date.calendar')}
            >
              <Suspense fallback={<Spinner size="sm" />}>
                <Calendar selected={dayDate(value)} min={dayDate(min)} max={dayDate(max)} onPick={pick} />
              </Suspense>
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      )}
    </Field>
  );
}

function CalendarIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <rect x="3.5" y="5" width="17" height="15" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
