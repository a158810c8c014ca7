import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyResponse } from '@lesne/contracts';
import { notifyError } from '../../shared/feedback/notify';
import { Button, buttonClass } from '../../shared/ui/Button';
import { Card } from '../../shared/ui/Card';
import { CompanyLogo } from '../../shared/ui/CompanyLogo';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { useSaveLogo } from './settings.queries';
import { logoProblem, readLogo } from './logo-file';
import styles from './LogoCard.module.css';

/** Choose a jpg or png of at most 2 MB, see it, save it; or remove the logo. */
export function LogoCard({ company }: { company: CompanyResponse }) {
  const { t } = useTranslation('settings');
  const saveLogo = useSaveLogo();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const logo = company.name.logo;

  function clearChoice() {
    setPreview(null);
    if (input.current) input.current.value = '';
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    const problem = logoProblem(file);
    if (problem) {
      notifyError(t(problem === 'type' ? 'logo.wrongType' : 'logo.tooBig'));
      clearChoice();
      return;
    }
    try {
      setPreview(await readLogo(file));
    } catch {
      notifyError(t('logo.readError'));
      clearChoice();
    }
  }

  const busy = saveLogo.isPending && saveLogo.variables !== null;

  return (
    <Card title={t('logo.title')}>
      <div className={styles.editor}>
        <div className={styles.images}>
          {logo ? (
            <CompanyLogo src={logo.url} alt={t('logo.current')} />
          ) : (
            <p className={styles.none}>{t('logo.none')}</p>
          )}
          {preview && <CompanyLogo className={styles.preview} src={preview} alt={t('logo.preview')} />}
        </div>
        {/* The browser's own file button speaks the browser's language; this label speaks ours. */}
        <div className={styles.filePicker}>
          <input
            ref={input}
            id={inputId}
            type="file"
            className={styles.fileInput}
            accept=".jpg,.jpeg,.png,image/jpeg,image/png"
            aria-describedby={`${inputId}-hint`}
            onChange={(event) => void choose(event)}
          />
          <label htmlFor={inputId} className={buttonClass({ variant: 'secondary' }, styles.fileButton)}>
            {t('logo.choose')}
          </label>
          <p id={`${inputId}-hint`} className="field__hint">
            {t('logo.hint')}
          </p>
        </div>
        <div className="form__actions form__actions--start">
          {preview ? (
            <>
              <Button busy={busy} onClick={() => preview && saveLogo.mutate(preview, { onSuccess: clearChoice })}>
                {t('logo.save')}
              </Button>
              <Button variant="secondary" disabled={busy} onClick={clearChoice}>
                {t('logo.cancel')}
              </Button>
            </>
          ) : (
            logo && (
              <Button variant="danger" onClick={() => setConfirmingRemove(true)}>
                {t('logo.remove')}
              </Button>
            )
          )}
        </div>
      </div>
      <ConfirmDialog
        open={confirmingRemove}
        onOpenChange={setConfirmingRemove}
        title={t('logo.confirmRemoveTitle')}
        description={t('logo.confirmRemoveText')}
        confirmLabel={t('logo.remove')}
        onConfirm={() => saveLogo.mutateAsync(null)}
      />
    </Card>
  );
}
