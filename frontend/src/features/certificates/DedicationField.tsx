import { CERTIFICATE_TEXT_MAX_LENGTH } from '@lesne/domain';
import { useTranslation } from 'react-i18next';
import { Field } from '../../shared/forms/Field';
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
  return (
    <Field label={t('dedication')} hint={hint} error={error}>
      {(control) => (
        <textarea
          {...control}
          className={cx('field__input', styles.dedication)}
          rows={5}
          maxLength={CERTIFICATE_TEXT_MAX_LENGTH}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
