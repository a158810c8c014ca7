import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_LANG,
  OFFICE_SCREEN_NAME_MAX_LENGTH,
  OFFICE_SCREENS_PER_COMPANY,
  type Lang,
  type OfficeScreenLink,
} from '@lesne/contracts';
import { copyText } from '../../shared/clipboard';
import { notifyError, notifySuccess } from '../../shared/feedback/notify';
import { formatDay } from '../../shared/format';
import { TextField } from '../../shared/forms/TextField';
import { useForm } from '../../shared/forms/useForm';
import { check, maxLength, required } from '../../shared/forms/validators';
import { Button } from '../../shared/ui/Button';
import { Card } from '../../shared/ui/Card';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { DataTable } from '../../shared/ui/DataTable';
import { EmptyState } from '../../shared/ui/EmptyState';
import { RemoteContent } from '../../shared/ui/RemoteContent';
import { SegmentedControl } from '../../shared/ui/SegmentedControl';
import { officeScreenUrl } from '../office-screen';
import { officeScreensQuery, useCreateOfficeScreen, useRevokeOfficeScreen } from './office-screens.queries';
import { OfficeScreenQrDialog } from './OfficeScreenQrDialog';
import styles from './OfficeScreensCard.module.css';

const SCREEN_LANGUAGES = [
  { value: 'pl', label: 'Polski' },
  { value: 'en', label: 'English' },
] as const;

/**
 * The company admin's links for TVs showing the challenge without login. They stay after the
 * event closed: a screen then shows the final podium.
 */
export function OfficeScreensCard({ closed }: { closed: boolean }) {
  const { t } = useTranslation('settings');
  const screens = useQuery(officeScreensQuery);
  const [lang, setLang] = useState<Lang>(DEFAULT_LANG);
  const [showing, setShowing] = useState<OfficeScreenLink | null>(null);
  const [revoking, setRevoking] = useState<OfficeScreenLink | null>(null);
  const full = (screens.data?.length ?? 0) >= OFFICE_SCREENS_PER_COMPANY;

  const revoke = useRevokeOfficeScreen();

  async function copy(screen: OfficeScreenLink) {
    try {
      await copyText(officeScreenUrl(screen.token, lang));
      notifySuccess(t('officeScreens.copied'));
    } catch {
      notifyError(t('officeScreens.copyError'));
    }
  }

  return (
    <Card title={t('officeScreens.title')}>
      <p>{t('officeScreens.text')}</p>
      {closed && <p className="form__lead">{t('officeScreens.closedNote')}</p>}
      {full ? (
        <p className="form__lead">{t('officeScreens.limitReached', { limit: OFFICE_SCREENS_PER_COMPANY })}</p>
      ) : (
        <CreateOfficeScreenForm />
      )}
      <RemoteContent remote={screens} errorTitle={t('officeScreens.fetchError')}>
        {(items) =>
          items.length === 0 ? (
            <EmptyState title={t('officeScreens.empty.title')} text={t('officeScreens.empty.text')} />
          ) : (
            <>
              <SegmentedControl label={t('officeScreens.language')} options={SCREEN_LANGUAGES} value={lang} onChange={setLang} className={styles.language} />
              <DataTable
                caption={t('officeScreens.tableLabel')}
                rows={items}
                rowKey={(screen) => screen.id}
                columns={[
                  { header: t('officeScreens.columns.name'), rowHeader: true, cell: (screen) => screen.name },
                  { header: t('officeScreens.columns.created'), cell: (screen) => formatDay(screen.createdAt) },
                  {
                    header: t('officeScreens.columns.actions'),
                    cell: (screen) => (
                      <div className="table__actions">
                        <Button variant="secondary" size="small" aria-label={t('officeScreens.copyLabel', { name: screen.name })} onClick={() => void copy(screen)}>
                          {t('officeScreens.copy')}
                        </Button>
                        <Button variant="secondary" size="small" aria-label={t('officeScreens.showQrLabel', { name: screen.name })} onClick={() => setShowing(screen)}>
                          {t('officeScreens.showQr')}
                        </Button>
                        <Button variant="danger" size="small" aria-label={t('officeScreens.revokeLabel', { name: screen.name })} onClick={() => setRevoking(screen)}>
                          {t('officeScreens.revoke')}
                        </Button>
                      </div>
                    ),
                  },
                ]}
              />
            </>
          )
        }
      </RemoteContent>
      <OfficeScreenQrDialog
        screen={showing}
        url={showing ? officeScreenUrl(showing.token, lang) : ''}
        onClose={() => setShowing(null)}
        onCopy={() => showing && void copy(showing)}
      />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t('officeScreens.confirmRevoke.title')}
        description={t('officeScreens.confirmRevoke.text', { name: revoking?.name ?? '' })}
        confirmLabel={t('officeScreens.confirmRevoke.confirm')}
        onConfirm={() => (revoking ? revoke.mutateAsync(revoking) : Promise.resolve())}
      />
    </Card>
  );
}

const nameProblem = (name: string) => check(name.trim(), required, maxLength(OFFICE_SCREEN_NAME_MAX_LENGTH));

function CreateOfficeScreenForm() {
  const { t } = useTranslation('settings');
  const form = useForm({ name: '' }, (values) => ({ name: nameProblem(values.name) }));
  const create = useCreateOfficeScreen();

  const submit = form.onSubmit(async ({ name }) => {
    await create.mutateAsync(name.trim());
    form.setValue('name', '');
  });

  return (
    <form className="form form--inline" noValidate onSubmit={submit}>
      <TextField
        label={t('officeScreens.name')}
        hint={t('officeScreens.nameHint')}
        autoComplete="off"
        maxLength={OFFICE_SCREEN_NAME_MAX_LENGTH}
        {...form.field('name')}
      />
      <Button type="submit" busy={form.submitting}>
        {t('officeScreens.create')}
      </Button>
    </form>
  );
}
