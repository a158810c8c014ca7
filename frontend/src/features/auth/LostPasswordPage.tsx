import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ErrorAlert } from '../../shared/feedback/ErrorAlert';
import { TextField } from '../../shared/forms/TextField';
import { useForm } from '../../shared/forms/useForm';
import { check, EMAIL_RULES } from '../../shared/forms/validators';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { useRequestPasswordReset } from './auth.queries';
import { AuthCard } from './AuthCard';
import { BackToLogin } from './BackToLogin';
import { PasswordResetForm } from './PasswordResetForm';

/** Asks for a reset link; the link brings the user back here with `lostPasswordCode`. */
export function LostPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const code = params.get('lostPasswordCode');

  return code ? (
    <AuthCard title={t('resetPassword.title')} footer={<BackToLogin />}>
      <PasswordResetForm code={code} purpose="resetPassword" />
    </AuthCard>
  ) : (
    <AuthCard title={t('lostPassword.title')} footer={<BackToLogin />}>
      <ResetLinkRequest />
    </AuthCard>
  );
}

function ResetLinkRequest() {
  const { t } = useTranslation('auth');
  const requestReset = useRequestPasswordReset();
  const form = useForm({ email: '' }, (values) => ({ email: check(values.email, ...EMAIL_RULES) }));

  const submit = form.onSubmit(async ({ email }) => {
    await requestReset.mutateAsync(email.trim());
  });
  const sentMessage = requestReset.isSuccess ? requestReset.data : null;

  // The same text whether or not the address has an account, so it reveals nothing.
  if (sentMessage !== null) return <Alert variant="success">{sentMessage || t('lostPassword.sent')}</Alert>;

  return (
    <form className="form" noValidate onSubmit={submit}>
      <p className="form__lead">{t('lostPassword.intro')}</p>
      <TextField label={t('fields.email')} type="email" autoComplete="email" required {...form.field('email')} />
      <ErrorAlert error={form.submitError} title={t('lostPassword.error')} />
      <Button type="submit" busy={form.submitting}>
        {t('lostPassword.submit')}
      </Button>
    </form>
  );
}
