import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from './Button';
import { cx } from './cx';
import styles from './Menu.module.css';

interface MenuProps {
  /** what the trigger says; 'Akcje' / 'Actions' unless given */
  label?: string;
  /** the trigger's name for screen readers when its text alone is not enough, e.g. 'Akcje: Firma Kowalski' */
  'aria-label'?: string;
  /** a small square trigger with a '⋯' mark (named by aria-label), for a compact row */
  compact?: boolean;
  /** the labelled button on wider screens, the small '⋯' one on a phone */
  compactOnPhone?: boolean;
  children: ReactNode;
}

/**
 * A row's actions behind one labelled button: a menu that opens with Enter, Space, the arrow keys
 * or a click, is walked with the arrow keys and closes on Escape, giving focus back to the button.
 */
export function Menu({ label, 'aria-label': ariaLabel, compact = false, compactOnPhone = false, children }: MenuProps) {
  const { t } = useTranslation();
  const text = label ?? t('actions');
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={buttonClass({ variant: 'secondary', size: 'small' }, cx(styles.trigger, compact && styles.compact, compactOnPhone && styles.compactOnPhone))}
        aria-label={ariaLabel ?? (compact ? text : undefined)}
      >
        {!compact && (
          <span className={styles.text}>
            {text}
            <span aria-hidden="true" className={styles.caret}>
              {' '}
              ▾
            </span>
          </span>
        )}
        {(compact || compactOnPhone) && (
          <span aria-hidden="true" className={styles.dots}>
            ⋯
          </span>
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.content} align="end" sideOffset={4} collisionPadding={8}>
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

interface MenuItemProps {
  onSelect(): void;
  /** drawn in red: deletes or undoes something (the action still asks first) */
  destructive?: boolean;
  disabled?: boolean;
  children: ReactNode;
}

export function MenuItem({ onSelect, destructive = false, disabled, children }: MenuItemProps) {
  return (
    <DropdownMenu.Item
      className={cx(styles.item, destructive && styles.destructive)}
      disabled={disabled}
      // The menu closes and gives focus back to its button first, so a dialog the item opens
      // returns focus there when it closes.
      onSelect={() => window.setTimeout(onSelect, 0)}
    >
      {children}
    </DropdownMenu.Item>
  );
}

export function MenuSeparator() {
  return <DropdownMenu.Separator className={styles.separator} />;
}
