import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface DrawerProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}

/**
 * A panel that slides in from the right: a dialog like Modal (focus kept inside, Escape and a
 * click outside close it, focus goes back to the button that opened it), drawn full height.
 */
export function Drawer({ open, onOpenChange, title, description, children }: DrawerProps) {
  const { t } = useTranslation();
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="drawer-overlay" />
        <Dialog.Content
          className="drawer"
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
        >
          <div className="drawer__head">
            <Dialog.Title className="drawer__title">{title}</Dialog.Title>
            {description && <Dialog.Description className="drawer__description">{description}</Dialog.Description>}
          </div>
          <div className="drawer__body">{children}</div>
          <Dialog.Close className="modal__close" aria-label={t('close')}>
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
