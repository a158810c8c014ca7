import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** room for a long form: two columns on wide screens */
  wide?: boolean;
}

/** A dialog that traps focus, closes on Escape and on a click outside, and gives focus back. */
export function Modal({ open, onOpenChange, title, description, children, wide = false }: ModalProps) {
  const { t } = useTranslation();
  // Radix gives focus back only to its own trigger; our dialogs are opened by any button.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        {/* Radix asks for an explicit "no description" when there is none. */}
        <Dialog.Content
          className={wide ? 'modal modal--wide' : 'modal'}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
        >
          <Dialog.Title className="modal__title">{title}</Dialog.Title>
          {description && <Dialog.Description className="modal__description">{description}</Dialog.Description>}
          {children}
          {/* Last in the DOM (drawn in the corner), so opening focuses the first field instead. */}
          <Dialog.Close className="modal__close" aria-label={t('close')}>
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
