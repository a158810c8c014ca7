import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { withLang } from '../i18n/language';

/** Keeps `?lang=` in the address bar in step with the language, whatever changed either. */
export function useLanguageInUrl() {
  const { i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const current = location.pathname + location.search + location.hash;
    const expected = withLang(current, i18n.language);
    if (expected !== current) void navigate(expected, { replace: true, state: location.state });
  }, [location, i18n.language, navigate]);
}
