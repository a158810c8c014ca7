import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../shared/feedback/ErrorAlert';
import { TextField } from '../../shared/forms/TextField';
import { useForm } from '../../shared/forms/useForm';
import { check, matches, NEW_PASSWORD_RULES, required } from '../../shared/forms/validators';
import { PATHS } from '@lesne/contracts';
import { Alert } from '../../shared/ui/Alert';
import { Button, ButtonLink } from '../../shared/ui/Button';
import { useResetPassword } from './auth.queries';
import { TermsCheckbox } from './TermsCheckbox';

interface PasswordResetFormProps {
  code: string;
  /** resetPassword: a lost-password link; setPassword: a new event admin's link, which also accepts the terms */
  purpose: 'resetPassword' | 'setPassword';
}

export function PasswordResetForm({ code, purpose }: PasswordResetFormProps) {
  const { t } = useTranslation('auth');
  const reset = useResetPassword();
  const withTerms = purpose === 'setPassword';
  const form = useForm({ password: '', repeat: '', acceptTerms: false }, (values) => ({
    password: check(values.password, ...NEW_PASSWORD_RULES),
    repeat: check(values.repeat, required, matches(values.password)),
    acceptTerms: withTerms && !values.acceptTerms ? { key: 'validation:termsRequired' } : undefined,
  }));

  const submit = form.onSubmit(async ({ password }) => {
    await reset.mutateAsync(withTerms ? { code, password, acceptTerms: true } : { code, password });
  });

  if (reset.isSuccess) {
    return (
      <div className="form">
        <Alert variant="success">{t('passwordChanged')}</Alert>
        <ButtonLink to={PATHS.login}>
          {t('signIn')}
        </ButtonLink>
      </div>
    );
  }

  return (
    <form className="form" noValidate onSubmit={submit}>
      <TextField
        label={t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        required
        {...form.field('password')}
      />
      <TextField
        label={t('fields.repeatPassword')}
        type="password"
        autoComplete="new-password"
        required
        {...form.field('repeat')}
      />
      {withTerms && <TermsCheckbox {...form.checkbox('acceptTerms')} />}
      <ErrorAlert error={form.submitError} title={t(`${purpose}.error`)} />
      <Button type="submit" busy={form.submitting}>
        {t(`${purpose}.submit`)}
      </Button>
    </form>
  );
}
