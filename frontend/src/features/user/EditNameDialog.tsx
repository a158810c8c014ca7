import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../shared/feedback/ErrorAlert';
import { FormActions } from '../../shared/forms/FormActions';
import { TextField } from '../../shared/forms/TextField';
import { useForm } from '../../shared/forms/useForm';
import { check, NAME_RULES } from '../../shared/forms/validators';
import { Modal } from '../../shared/ui/Modal';
import { useProfile, useSaveName } from './user.queries';

interface EditNameDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

export function EditNameDialog({ open, onOpenChange }: EditNameDialogProps) {
  const { t } = useTranslation('user');
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('editName.title')} description={t('editName.description')}>
      {/* Mounted only while open, so every opening starts from the saved name. */}
      <EditNameForm onDone={() => onOpenChange(false)} />
    </Modal>
  );
}

function EditNameForm({ onDone }: { onDone(): void }) {
  const { t } = useTranslation('user');
  const profile = useProfile();
  const saveName = useSaveName();
  const form = useForm({ name: profile.name }, (values) => ({ name: check(values.name.trim(), ...NAME_RULES) }));

  const submit = form.onSubmit(async ({ name }) => {
    await saveName.mutateAsync(name.trim());
    onDone();
  });

  return (
    <form className="form" noValidate onSubmit={submit}>
      <TextField label={t('editName.label')} autoComplete="name" required {...form.field('name')} />
      <ErrorAlert error={form.submitError} />
      <FormActions onCancel={onDone} submitLabel={t('common:save')} submitting={form.submitting} />
    </form>
  );
}
