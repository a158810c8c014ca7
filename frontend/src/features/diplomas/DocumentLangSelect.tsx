import { useTranslation } from 'react-i18next';
import { LANGS, toLang, type DocumentLang } from '@lesne/contracts';
import { SelectField } from '../../shared/forms/SelectField';
import { cx } from '../../shared/ui/cx';
import styles from './DocumentLangSelect.module.css';

interface DocumentLangSelectProps {
  label: string;
  value: DocumentLang;
  onChange(lang: DocumentLang): void;
  className?: string;
}

/** The language a diploma or the certificate is printed in: 'Polski' or 'Angielski'. */
export function DocumentLangSelect({ label, value, onChange, className }: DocumentLangSelectProps) {
  const { t } = useTranslation('diplomas');
  return (
    <div className={cx(styles.lang, className)}>
      <SelectField label={label} value={value} onChange={(event) => onChange(toLang(event.target.value) ?? value)}>
        {LANGS.map((lang) => (
          <option key={lang} value={lang}>
            {t(`lang.${lang}`)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

/** The interface's language, to start the document language select with. */
export function useInterfaceLang(): DocumentLang {
  const { i18n } = useTranslation();
  return toLang(i18n.language) ?? 'pl';
}
