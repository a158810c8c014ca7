import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Emoji } from '@lesne/contracts';
import { Button } from '../../shared/ui/Button';
import { Spinner } from '../../shared/ui/Spinner';
import styles from './EmojiPicker.module.css';

export type EmojiList = { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: Emoji[] };

interface EmojiPickerProps {
  list: EmojiList;
  value: number | null;
  onChange(emojiId: number | null): void;
  onRetry(): void;
}

/** A grid of emoji buttons (pressed = chosen) and a button that clears the choice. */
export function EmojiPicker({ list, value, onChange, onRetry }: EmojiPickerProps) {
  const { t } = useTranslation('teams');
  const labelId = useId();
  const chosen = list.status === 'ready' ? list.items.find((emoji) => emoji.id === value) : undefined;

  return (
    <div className="field">
      <p id={labelId} className="field__label">
        {t('form.emoji')}
      </p>
      <p className={styles.chosen} aria-live="polite">
        {chosen ? t('form.chosen', { emoji: chosen.emoji }) : t('form.noEmoji')}
      </p>
      {list.status === 'loading' && <Spinner size="sm" />}
      {list.status === 'error' && (
        <div className={styles.error}>
          <p role="alert">{t('toast.emojiError')}</p>
          <Button variant="secondary" onClick={onRetry}>
            {t('form.emojiRetry')}
          </Button>
        </div>
      )}
      {list.status === 'ready' && (
        <div role="group" aria-labelledby={labelId} className={styles.picker}>
          {list.items.map((emoji) => (
            <button
              key={emoji.id}
              type="button"
              className={styles.option}
              aria-label={emoji.name}
              title={emoji.name}
              aria-pressed={emoji.id === value}
              onClick={() => onChange(emoji.id)}
            >
              <span aria-hidden="true">{emoji.emoji}</span>
            </button>
          ))}
        </div>
      )}
      <div>
        <Button variant="secondary" size="small" disabled={value === null} onClick={() => onChange(null)}>
          {t('form.clearEmoji')}
        </Button>
      </div>
    </div>
  );
}
