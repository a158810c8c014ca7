import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGS } from '@lesne/contracts';
import { resolveLanguage } from './language';
import { account } from './pl/account';
import { auth } from './pl/auth';
import { common } from './pl/common';
import { errors } from './pl/errors';
import { layout } from './pl/layout';
import { legal } from './pl/legal';
import { pages } from './pl/pages';
import { ui } from './pl/ui';
import { validation } from './pl/validation';
import { verification } from './pl/verification';

/*
 * Only the Polish texts of the pages anyone opens (sign-in, legal, document check) and of what
 * they share come with the page: English loads when chosen (loadTexts), and the panel adds its
 * own texts when its code loads (./panel.ts), so the sign-in page downloads neither.
 */
const pl = { common, pages, account, layout, auth, legal, ui, validation, errors, verification };

i18next.on('languageChanged', (lang) => {
  document.documentElement.lang = lang;
});

void i18next.use(initReactI18next).init({
  resources: { pl },
  lng: resolveLanguage(window.location.search, window.localStorage),
  fallbackLng: 'en',
  supportedLngs: LANGS,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  // The resources are bundled, so there is nothing to wait for.
  initAsync: false,
  showSupportNotice: false,
});
