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
import { useConfirmDeletionLink, useRequestDeletionLink } from './account.queries';

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
  const requestLink = useRequestDeletionLink();
  const form = useForm({ email: '' }, (values) => ({ email: check(values.email, ...EMAIL_RULES) }));

  const submit = form.onSubmit(async ({ email }) => {
    await requestLink.mutateAsync(email.trim());
  });
  const sentMessage = requestLink.isSuccess ? requestLink.data : null;

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
  const confirmLink = useConfirmDeletionLink();

  if (confirmLink.isSuccess) return <Alert variant="success">{confirmLink.data.message}</Alert>;

  return (
    <div className="form">
      <p className="form__lead">{t('page.confirmIntro')}</p>
      {confirmLink.isError && <ErrorAlert error={confirmLink.error} title={t('page.confirmError')} />}
      <Button variant="danger" onClick={() => setConfirming(true)}>
        {t('page.confirm')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('confirmDeletion.title')}
        description={t('confirmDeletion.textByLink')}
        confirmLabel={t('confirmDeletion.confirm')}
        onConfirm={() => confirmLink.mutateAsync(code)}
      />
    </div>
  );
}
