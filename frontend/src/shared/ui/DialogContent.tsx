import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from './cx';
import { focusWhereRowWas, placeInRows, type RowPlace } from './row-focus';
import parts from './DialogParts.module.css';
import styles from './DialogContent.module.css';

interface DialogContentProps
  extends Omit<ComponentPropsWithRef<typeof Dialog.Content>, 'aria-describedby' | 'onOpenAutoFocus' | 'onCloseAutoFocus'> {
  /** whether the dialog renders a Dialog.Description */
  described: boolean;
}

/**
 * The panel of a Modal or a Drawer: focus goes back to whatever opened it, and its close button
 * comes last in the DOM (drawn in the corner), so opening focuses the first field instead.
 * Other props (the ref Radix's portal passes down, too) go on to Dialog.Content.
 */
export function DialogContent({ described, children, ...content }: DialogContentProps) {
  const { t } = useTranslation();
  // Radix gives focus back only to its own trigger; our dialogs are opened by any button.
  const opener = useRef<HTMLElement | null>(null);
  // A button in a table's row may leave with its row (a confirmed deny): focus then goes where the row was.
  const openerPlace = useRef<RowPlace | null>(null);
  return (
    <Dialog.Content
      {...content}
      // Radix asks for an explicit "no description" when there is none.
      {...(described ? {} : { 'aria-describedby': undefined })}
      onOpenAutoFocus={() => {
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        openerPlace.current = opener.current && placeInRows(opener.current);
      }}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        if (opener.current?.isConnected !== false) opener.current?.focus();
        else if (openerPlace.current) focusWhereRowWas(openerPlace.current);
      }}
    >
      {children}
      <Dialog.Close className={cx(parts.close, styles.close)} aria-label={t('close')}>
        <span aria-hidden="true">×</span>
      </Dialog.Close>
    </Dialog.Content>
  );
}
