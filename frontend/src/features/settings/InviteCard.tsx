import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { invitationUrl } from '@lesne/contracts';
import { notifyError, notifySuccess } from '../../shared/feedback/notify';
import { TextField } from '../../shared/forms/TextField';
import { Button } from '../../shared/ui/Button';
import { Card } from '../../shared/ui/Card';

/** The address participants register with, on this origin. */
function invitationLink(registerNumber: string): string {
  return invitationUrl(window.location.origin, registerNumber);
}

async function copyText(text: string, field: HTMLInputElement | null): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  // Older browsers and plain-http pages: copy the selected field.
  field?.select();
  if (!document.execCommand?.('copy')) throw new Error('copy refused');
}

export function InviteCard({ registerNumber }: { registerNumber: string }) {
  const { t } = useTranslation('settings');
  const field = useRef<HTMLInputElement>(null);
  const link = invitationLink(registerNumber);

  async function copy() {
    try {
      await copyText(link, field.current);
      notifySuccess(t('invite.copied'));
    } catch {
      field.current?.select();
      notifyError(t('invite.copyError'));
    }
  }

  return (
    <Card title={t('invite.title')}>
      <p>{t('invite.text')}</p>
      <div className="form form--inline">
        <TextField ref={field} label={t('invite.label')} value={link} readOnly onFocus={(event) => event.target.select()} />
        <Button variant="secondary" onClick={() => void copy()}>
          {t('invite.copy')}
        </Button>
      </div>
    </Card>
  );
}
