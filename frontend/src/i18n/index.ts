import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGS } from '@lesne/contracts';
import { en } from './en';
import { resolveLanguage } from './language';
import { pl } from './pl';

i18next.on('languageChanged', (lang) => {
  document.documentElement.lang = lang;
});

void i18next.use(initReactI18next).init({
  resources: { pl, en },
  lng: resolveLanguage(window.location.search, window.localStorage),
  fallbackLng: 'en',
  supportedLngs: LANGS,
  ns: Object.keys(pl),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  // The resources are bundled, so there is nothing to wait for.
  initAsync: false,
  showSupportNotice: false,
});
