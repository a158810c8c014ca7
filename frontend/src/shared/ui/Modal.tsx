import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { DialogContent } from './DialogContent';

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
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <DialogContent className={wide ? 'modal modal--wide' : 'modal'} described={Boolean(description)}>
          <Dialog.Title className="modal__title">{title}</Dialog.Title>
          {description && <Dialog.Description className="modal__description">{description}</Dialog.Description>}
          {children}
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
