import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { DialogContent } from './DialogContent';

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
        <Dialog.Overlay className="drawer-overlay" />
        <DialogContent className="drawer" described={Boolean(description)}>
          <div className="drawer__head">
            <Dialog.Title className="drawer__title">{title}</Dialog.Title>
            {description && <Dialog.Description className="drawer__description">{description}</Dialog.Description>}
          </div>
          <div className="drawer__body">{children}</div>
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
