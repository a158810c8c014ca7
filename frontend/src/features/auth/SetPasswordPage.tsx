import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AuthCard } from './AuthCard';
import { InvalidLinkNotice } from './InvalidLinkNotice';
import { PasswordResetForm } from './PasswordResetForm';

/** A new event admin sets a first password from the link in their invitation e-mail. */
export function SetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const code = params.get('code');

  return (
    <AuthCard title={t('setPassword.title')}>
      {code ? <PasswordResetForm code={code} purpose="setPassword" /> : <InvalidLinkNotice />}
    </AuthCard>
  );
}
