import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from './Button';
import { Modal } from './Modal';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  /** the question, read out as the dialog's description */
  description: ReactNode;
  confirmLabel: string;
  /** runs the action (a mutation hook's mutateAsync); the dialog stays open and busy until it settles, then closes */
  onConfirm(): Promise<unknown>;
  /** the confirm button's look: red for a destructive action (the default), primary for one that is not */
  confirmVariant?: ButtonVariant;
}

/** Asks before a destructive (or a large) action; the action's mutation hook tells the outcome, success or failure. */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, onConfirm, confirmVariant = 'danger' }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
    } catch {
      // The mutation has told the user why; the dialog only closes.
    } finally {
      setBusy(false);
      onOpenChange(false);
    }
  }

  return (
    <Modal open={open} onOpenChange={(next) => !busy && onOpenChange(next)} title={title} description={description}>
      <div className="form__actions">
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
          {t('cancel')}
        </Button>
        <Button variant={confirmVariant} busy={busy} onClick={() => void confirm()}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
