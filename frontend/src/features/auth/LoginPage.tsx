import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../shared/forms/CheckboxField';
import { ErrorAlert } from '../../shared/feedback/ErrorAlert';
import { TextField } from '../../shared/forms/TextField';
import { useForm } from '../../shared/forms/useForm';
import { check, EMAIL_RULES, required } from '../../shared/forms/validators';
import { PATHS } from '@lesne/contracts';
import { Link } from '../../shared/routing/links';
import { SupportContact } from '../../shared/ui/SupportContact';
import { Button } from '../../shared/ui/Button';
import { useLogin } from './auth.queries';
import { AuthCard } from './AuthCard';
import styles from './LoginPage.module.css';

/** After signing in, the public-only route sends the user back where they were going. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const login = useLogin();
  const form = useForm({ email: '', password: '', remember: false }, (values) => ({
    email: check(values.email, ...EMAIL_RULES),
    password: check(values.password, required),
  }));

  const submit = form.onSubmit(async ({ email, password, remember }) => {
    await login.mutateAsync({ email: email.trim(), password, remember });
  });

  return (
    <AuthCard
      title={t('login.title')}
      footer={
        <p>
          <SupportContact ns="auth" />
        </p>
      }
    >
      <form className="form" noValidate onSubmit={submit}>
        <TextField label={t('fields.email')} type="email" autoComplete="email" required {...form.field('email')} />
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          required
          {...form.field('password')}
        />
        <div className={styles.rememberRow}>
          <CheckboxField label={t('fields.remember')} {...form.checkbox('remember')} />
          <Link to={PATHS.lostPassword}>{t('login.forgot')}</Link>
        </div>
        <ErrorAlert error={form.submitError} />
        <Button type="submit" busy={form.submitting}>
          {t('login.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
