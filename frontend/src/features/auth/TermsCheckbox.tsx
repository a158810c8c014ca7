import type { ChangeEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { CheckboxField } from '../../shared/forms/CheckboxField';
import type { FieldMessage } from '../../shared/forms/validators';
import { PATHS } from '@lesne/contracts';
import { Link } from '../../shared/routing/links';

interface TermsCheckboxProps {
  checked: boolean;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  error?: FieldMessage;
}

/** The documents open in a new tab, so the half-filled form stays. */
export function TermsCheckbox(props: TermsCheckboxProps) {
  const { t } = useTranslation('auth');
  return (
    <CheckboxField
      required
      {...props}
      label={
        <Trans
          t={t}
          i18nKey="terms"
          components={{
            terms: <Link to={PATHS.terms} target="_blank" />,
            privacy: <Link to={PATHS.privacy} target="_blank" />,
          }}
        />
      }
    />
  );
}
