import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS, type StravaImportItem, type UserListItem } from '@lesne/contracts';
import { warsawDay } from '@lesne/domain';
import { formatDay } from '../../shared/format';
import { ErrorAlert } from '../../shared/feedback/ErrorAlert';
import { FormActions } from '../../shared/forms/FormActions';
import { DateField } from '../../shared/forms/DateField';
import { useForm } from '../../shared/forms/useForm';
import { check, required } from '../../shared/forms/validators';
import { Link } from '../../shared/routing/links';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { Fact } from '../../shared/ui/Fact';
import { Modal } from '../../shared/ui/Modal';
import { useStartStravaImport } from './strava-imports.queries';
import styles from './StravaUpdateDialog.module.css';

interface StravaUpdateDialogProps {
  /** whose activities to import again; the dialog is open while there is one */
  user: UserListItem | null;
  onClose(): void;
  /** the server queued the import */
  onStarted(item: StravaImportItem): void;
}

/** 'Aktualizacja Stravy': a platform admin imports a user's Strava activities again from a chosen day. */
export function StravaUpdateDialog({ user, onClose, onStarted }: StravaUpdateDialogProps) {
  const { t } = useTranslation('stravaImports');
  return (
    <Modal open={user !== null} onOpenChange={(open) => !open && onClose()} title={t('update.title')}>
      {/* Mounted only while open, so every opening starts from today and the form. */}
      {user && <StravaUpdateContent user={user} onClose={onClose} onStarted={onStarted} />}
    </Modal>
  );
}

function StravaUpdateContent({ user, onClose, onStarted }: { user: UserListItem; onClose(): void; onStarted(item: StravaImportItem): void }) {
  const { t } = useTranslation('stravaImports');
  const [today] = useState(() => warsawDay(new Date()));
  const start = useStartStravaImport();
  const form = useForm({ dateFrom: today }, ({ dateFrom }) => ({
    dateFrom: check(dateFrom, required) ?? (dateFrom > today ? { key: 'stravaImports:update.future' } : undefined),
  }));

  const submit = form.onSubmit(async ({ dateFrom }) => {
    onStarted(await start.mutateAsync({ user_id: user.id, date_from: dateFrom }));
  });

  if (start.isSuccess) {
    return (
      <div className={styles.notice}>
        <Alert variant="success" title={t('update.startedTitle')}>
          <p>{t('update.started')}</p>
          <Link to={PATHS.stravaImports} onClick={onClose}>
            {t('update.logLink')}
          </Link>
        </Alert>
        <div className="form__actions">
          <Button onClick={onClose}>{t('update.close')}</Button>
        </div>
      </div>
    );
  }

  return (
    <form className="form" noValidate onSubmit={submit}>
      <dl className="facts">
        <Fact label={t('update.name')}>{user.name}</Fact>
        <Fact label={t('update.email')}>{user.email}</Fact>
        <Fact label={t('update.company')}>{user._company?.name ?? t('common:none')}</Fact>
      </dl>
      <DateField
        label={t('update.dateFrom')}
        required
        max={today}
        hint={form.values.dateFrom ? t('update.dateHint', { date: formatDay(form.values.dateFrom) }) : undefined}
        {...form.field('dateFrom')}
      />
      <ErrorAlert title={t('update.error')} error={form.submitError} />
      <FormActions onCancel={onClose} submitLabel={t('update.submit')} submitting={form.submitting} />
    </form>
  );
}
