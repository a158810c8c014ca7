import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiplomaRow } from '@lesne/contracts';
import { Icon } from '../../shared/ui/icons';
import { cx } from '../../shared/ui/cx';
import { useSaveDiplomaName } from './diplomas.queries';
import styles from './DiplomaNameCell.module.css';

/** The name printed on a diploma: at most 100 characters (libs/contracts, DiplomaNameRequest). */
const DIPLOMA_NAME_MAX = 100;

/** The name on the diploma, edited in place: Enter or ✓ saves it trimmed, Escape or ✕ cancels. */
export function DiplomaNameCell({ row }: { row: DiplomaRow }) {
  const { t } = useTranslation('diplomas');
  const current = row._user.diplomaName;
  const [editing, setEditing] = useState<string | null>(null);
  const saveName = useSaveDiplomaName();
  const busy = saveName.isPending;
  const input = useRef<HTMLInputElement>(null);
  const isEditing = editing !== null;

  useEffect(() => {
    if (isEditing) input.current?.focus();
  }, [isEditing]);

  function save() {
    const name = (editing ?? '').trim();
    if (name.length === 0 || busy) return;
    if (name === current) setEditing(null);
    else saveName.mutate({ row, name }, { onSuccess: () => setEditing(null) });
  }

  if (editing === null) {
    return (
      <span className={styles.name}>
        <span className={styles.text}>{current}</span>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('name.edit', { name: row._user.name })}
          title={t('common:edit')}
          onClick={() => setEditing(current)}
        >
          <Icon name="edit" />
        </button>
      </span>
    );
  }

  return (
    <span className={styles.name}>
      <input
        ref={input}
        className={cx('field__input field__input--compact', styles.input)}
        aria-label={t('name.input')}
        value={editing}
        maxLength={DIPLOMA_NAME_MAX}
        disabled={busy}
        onChange={(event) => setEditing(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            save();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            setEditing(null);
          }
        }}
      />
      <button
        type="button"
        className={cx(styles.iconButton, styles.ok)}
        aria-label={t('name.save')}
        disabled={busy || editing.trim().length === 0}
        onClick={save}
      >
        <Icon name="check" />
      </button>
      <button type="button" className={styles.iconButton} aria-label={t('name.cancel')} disabled={busy} onClick={() => setEditing(null)}>
        <Icon name="close" />
      </button>
    </span>
  );
}
