import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { DialogContent } from './DialogContent';
import { cx } from './cx';
import parts from './DialogParts.module.css';
import styles from './Modal.module.css';

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
        <Dialog.Overlay className={parts.overlay} />
        <DialogContent className={cx(styles.modal, wide && styles.wide)} described={Boolean(description)}>
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          {description && <Dialog.Description className={styles.description}>{description}</Dialog.Description>}
          {children}
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
