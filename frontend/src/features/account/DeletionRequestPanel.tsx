import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ErrorAlert } from '../../shared/feedback/ErrorAlert';
import { TextField } from '../../shared/forms/TextField';
import { useForm } from '../../shared/forms/useForm';
import { check, EMAIL_RULES } from '../../shared/forms/validators';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { confirmDeletionLink, requestDeletionLink } from './account.api';

/**
 * The account-deletion page's request, for someone who cannot sign in: their address, then the
 * mailed link brings them back here with `code`. The link alone deletes nothing (mail scanners
 * open links): the page asks, and only the confirmed dialog makes the request.
 */
export function DeletionRequestPanel() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const code = params.get('code');
  return (
    <section className="card deletion-request" aria-labelledby="deletion-request-title">
      <h2 id="deletion-request-title" className="card__title">
        {code ? t('page.confirmTitle') : t('page.title')}
      </h2>
      {code ? <LinkConfirmation code={code} /> : <LinkRequest />}
    </section>
  );
}

function LinkRequest() {
  const { t } = useTranslation('account');
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const form = useForm({ email: '' }, (values) => ({ email: check(values.email, ...EMAIL_RULES) }));

  const submit = form.onSubmit(async ({ email }) => {
    setSentMessage(await requestDeletionLink({ email: email.trim() }));
  });

  // The same text whether or not the address has an account, so it reveals nothing.
  if (sentMessage !== null) return <Alert variant="success">{sentMessage || t('page.sent')}</Alert>;

  return (
    <form className="form" noValidate onSubmit={submit}>
      <p className="form__lead">{t('page.intro')}</p>
      <TextField label={t('page.email')} type="email" autoComplete="email" required {...form.field('email')} />
      <ErrorAlert error={form.submitError} title={t('page.error')} />
      <Button type="submit" busy={form.submitting}>
        {t('page.submit')}
      </Button>
    </form>
  );
}

function LinkConfirmation({ code }: { code: string }) {
  const { t } = useTranslation('account');
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<{ message: string } | { error: unknown } | null>(null);

  async function confirm() {
    try {
      setOutcome({ message: (await confirmDeletionLink({ code })).message });
    } catch (error) {
      setOutcome({ error });
    }
  }

  if (outcome && 'message' in outcome) return <Alert variant="success">{outcome.message}</Alert>;

  return (
    <div className="form">
      <p className="form__lead">{t('page.confirmIntro')}</p>
      {outcome && <ErrorAlert error={outcome.error} title={t('page.confirmError')} />}
      <Button variant="danger" onClick={() => setConfirming(true)}>
        {t('page.confirm')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('confirmDeletion.title')}
        description={t('confirmDeletion.textByLink')}
        confirmLabel={t('confirmDeletion.confirm')}
        onConfirm={confirm}
      />
    </div>
  );
}
