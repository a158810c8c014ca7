import '../../i18n/officeScreen';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import type { Lang } from '@lesne/contracts';
import { loadTexts } from '../../i18n/language';
import { Spinner } from '../../shared/ui/Spinner';
import { linkLanguage } from './office-screen-link';
import { OfficeScreen } from './OfficeScreen';
import { useOfficeScreen } from './useOfficeScreen';

/**
 * The link's language, whatever this browser chose before: a TV is set up once by whoever
 * made the link. It is not stored as the visitor's choice.
 */
function useLinkLanguage(lang: Lang): boolean {
  const { i18n } = useTranslation();
  const [ready, setReady] = useState(i18n.language === lang);
  useEffect(() => {
    let current = true;
    void loadTexts(lang)
      .then(() => i18n.changeLanguage(lang))
      .then(() => current && setReady(true));
    return () => {
      current = false;
    };
  }, [i18n, lang]);
  return ready && i18n.language === lang;
}

/** /ekran/:token?lang=pl|en: a company's challenge on a TV, live, without login. */
export function OfficeScreenPage() {
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const lang = linkLanguage(search);
  const ready = useLinkLanguage(lang);
  const state = useOfficeScreen(token, lang);
  return ready ? <OfficeScreen state={state} /> : <Spinner size="xl" centered />;
}
