import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button';

interface FormActionsProps {
  onCancel(): void;
  submitLabel: string;
  /** the form is being sent: the submit button is busy */
  submitting: boolean;
}

/** The end of a form in a dialog or drawer: cancel, then submit. */
export function FormActions({ onCancel, submitLabel, submitting }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="form__actions">
      <Button variant="secondary" onClick={onCancel}>
        {t('common:cancel')}
      </Button>
      <Button type="submit" busy={submitting}>
        {submitLabel}
      </Button>
    </div>
  );
}
