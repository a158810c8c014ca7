import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ErrorAlert } from '../../shared/feedback/ErrorAlert';
import { TextField } from '../../shared/forms/TextField';
import { useForm } from '../../shared/forms/useForm';
import { check, EMAIL_RULES, NAME_RULES, NEW_PASSWORD_RULES } from '../../shared/forms/validators';
import { PATHS } from '@lesne/contracts';
import { Link } from '../../shared/routing/links';
import { Button } from '../../shared/ui/Button';
import { Spinner } from '../../shared/ui/Spinner';
import { useSignup } from './register.queries';
import { AuthCard } from './AuthCard';
import { InvalidLinkNotice } from './InvalidLinkNotice';
import { TermsCheckbox } from './TermsCheckbox';
import { useInvitingCompany } from './useInvitingCompany';

export function RegisterPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const company = useInvitingCompany(code);

  return (
    <AuthCard
      title={t('register.title')}
      footer={
        <p>
          {t('register.haveAccount')} <Link to={PATHS.login}>{t('signIn')}</Link>
        </p>
      }
    >
      {company.status === 'loading' && <Spinner centered />}
      {company.status === 'invalid' && <InvalidLinkNotice />}
      {company.status === 'error' && <ErrorAlert error={company.error} />}
      {company.status === 'ready' && <RegisterForm code={code} companyName={company.name} />}
    </AuthCard>
  );
}

function RegisterForm({ code, companyName }: { code: string; companyName: string }) {
  const { t } = useTranslation('auth');
  const signup = useSignup();
  const form = useForm({ email: '', name: '', password: '', acceptTerms: false }, (values) => ({
    email: check(values.email, ...EMAIL_RULES),
    name: check(values.name.trim(), ...NAME_RULES),
    password: check(values.password, ...NEW_PASSWORD_RULES),
    acceptTerms: values.acceptTerms ? undefined : { key: 'validation:termsRequired' },
  }));

  const submit = form.onSubmit(async ({ email, name, password }) => {
    await signup.mutateAsync({ email: email.trim(), name: name.trim(), password, acceptTerms: true, registerNumber: code });
  });

  return (
    <form className="form" noValidate onSubmit={submit}>
      <p className="form__lead">{t('register.company', { company: companyName })}</p>
      <TextField label={t('fields.email')} type="email" autoComplete="email" required {...form.field('email')} />
      <TextField label={t('fields.name')} autoComplete="name" required {...form.field('name')} />
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="new-password"
        required
        {...form.field('password')}
      />
      <TermsCheckbox {...form.checkbox('acceptTerms')} />
      <ErrorAlert error={form.submitError} />
      <Button type="submit" busy={form.submitting}>
        {t('register.submit')}
      </Button>
    </form>
  );
}
