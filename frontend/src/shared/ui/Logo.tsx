import { useTranslation } from 'react-i18next';

export function Logo() {
  const { t } = useTranslation();
  return (
    <span className="logo">
      <svg className="logo__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path d="M16 4 7 17h5l-4 6h6v5h4v-5h6l-4-6h5z" style={{ fill: 'var(--color-accent)' }} />
      </svg>
      <span className="logo__name">{t('appName')}</span>
    </span>
  );
}
