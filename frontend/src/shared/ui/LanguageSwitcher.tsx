import { useTranslation } from 'react-i18next';
import { LANGS } from '@lesne/contracts';
import { setLanguage } from '../../i18n/language';
import styles from './LanguageSwitcher.module.css';

const NATIVE_NAMES = { pl: 'Polski', en: 'English' } as const;

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <div role="group" aria-label={t('language')} className={styles.switch}>
      {LANGS.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          title={NATIVE_NAMES[lang]}
          className={styles.option}
          aria-pressed={i18n.language === lang}
          onClick={() => setLanguage(lang)}
        >
          {lang.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
