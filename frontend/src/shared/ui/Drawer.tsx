import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { DialogContent } from './DialogContent';
import parts from './DialogParts.module.css';
import styles from './Drawer.module.css';

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
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={parts.overlay} />
        <DialogContent className={styles.drawer} described={Boolean(description)}>
          <div className={styles.head}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            {description && <Dialog.Description className={styles.description}>{description}</Dialog.Description>}
          </div>
          <div className={styles.body}>{children}</div>
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
