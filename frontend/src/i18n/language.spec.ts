import { waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { LANG_STORAGE_KEY } from '@lesne/contracts';
import { resolveLanguage, setLanguage, withLang } from './language';

const storageWith = (value: string | null) => ({ getItem: () => value });

describe('resolveLanguage', () => {
  it('takes the lang query parameter first', () => {
    expect(resolveLanguage('?lang=en', storageWith('pl'))).toBe('en');
    expect(resolveLanguage('?code=1&lang=pl', storageWith('en'))).toBe('pl');
  });

  it('then the stored choice', () => {
    expect(resolveLanguage('', storageWith('en'))).toBe('en');
    expect(resolveLanguage('?lang=de', storageWith('en'))).toBe('en');
  });

  it('then Polish', () => {
    expect(resolveLanguage('', storageWith(null))).toBe('pl');
    expect(resolveLanguage('?lang=fr', storageWith('xx'))).toBe('pl');
  });
});

describe('withLang', () => {
  it('adds ?lang=en for English, keeping the rest of the address', () => {
    expect(withLang('/', 'en')).toBe('/?lang=en');
    expect(withLang('/rejestracja?code=AB12#form', 'en')).toBe('/rejestracja?code=AB12&lang=en#form');
  });

  it('removes lang for Polish', () => {
    expect(withLang('/logowanie?lang=en', 'pl')).toBe('/logowanie');
    expect(withLang('/ustaw-haslo?lang=en&code=x', 'pl')).toBe('/ustaw-haslo?code=x');
  });

  it('leaves an address already in the language alone', () => {
    expect(withLang('/regulamin?lang=en', 'en')).toBe('/regulamin?lang=en');
    expect(withLang('/regulamin', 'pl')).toBe('/regulamin');
  });
});

describe('setLanguage', () => {
  afterEach(() => i18next.changeLanguage('pl'));

  it('switches the language and remembers the choice', () => {
    setLanguage('en');
    expect(i18next.language).toBe('en');
    expect(localStorage.getItem(LANG_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('loads the texts of a language the page came without before switching to it', async () => {
    const english = i18next.getResourceBundle('en', 'common');
    i18next.removeResourceBundle('en', 'common');
    setLanguage('en');
    expect(i18next.language).toBe('pl');
    await waitFor(() => expect(i18next.language).toBe('en'));
    expect(i18next.t('common:loading')).toBe('Loading...');
    expect(i18next.getResourceBundle('en', 'common')).toEqual(english);
  });
});
