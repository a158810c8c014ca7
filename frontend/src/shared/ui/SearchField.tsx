import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './SearchField.module.css';

export interface SearchFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
}

/** A search box; its placeholder says how much to type before the search starts. */
export function SearchField({ label, value, onChange }: SearchFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.search}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="field__input"
        value={value}
        placeholder={t('common:searchHint')}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
