import { useId } from 'react';
import { CERTIFICATE_TEXT_MAX_LENGTH } from '@lesne/domain';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../shared/forms/FieldError';
import type { FieldMessage } from '../../shared/forms/validators';
import { cx } from '../../shared/ui/cx';
import styles from './DedicationField.module.css';

interface DedicationFieldProps {
  value: string;
  hint: string;
  error?: FieldMessage;
  onChange(value: string): void;
}

export function DedicationField({ value, hint, error, onChange }: DedicationFieldProps) {
  const { t } = useTranslation('certificates');
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('dedication')}
      </label>
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
      <textarea
        id={id}
        className={cx('field__input', styles.dedication)}
        rows={5}
        maxLength={CERTIFICATE_TEXT_MAX_LENGTH}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && <FieldError id={`${id}-error`} message={error} />}
    </div>
  );
}
