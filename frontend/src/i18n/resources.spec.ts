import { FLAG_REASONS, OPERATOR_CONDITIONS, STRAVA_SKIP_REASONS } from '@lesne/contracts';
import { en as panelEn } from './en';
import { legalDocuments as legalDocumentsEn } from './en/legalDocuments';
import { officeScreen as officeScreenEn } from './en/officeScreen';
import { pl as panelPl } from './pl';
import { legalDocuments as legalDocumentsPl } from './pl/legalDocuments';
import { officeScreen as officeScreenPl } from './pl/officeScreen';

// The office screen's and the legal documents' texts load with their own code, not the panel's (./officeScreen.ts, ./legalDocuments.ts).
const pl = { ...panelPl, officeScreen: officeScreenPl, legalDocuments: legalDocumentsPl };
const en = { ...panelEn, officeScreen: officeScreenEn, legalDocuments: legalDocumentsEn };

/** Every text with its `namespace.path.key`, array items by index. */
function texts(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => texts(item, prefix ? `${prefix}.${key}` : key));
}

/** Every translation as `namespace.path.key`, array items by index. */
function flatten(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, item]) => flatten(item, prefix ? `${prefix}.${key}` : key));
}

const PLURAL_SUFFIX = /_(one|few|many|other)$/;
const withoutPluralForms = (keys: string[]) => [...new Set(keys.map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();

describe('translations', () => {
  it('have the same keys in Polish and English (plural forms aside)', () => {
    expect(withoutPluralForms(flatten(en))).toEqual(withoutPluralForms(flatten(pl)));
  });

  it('give every Polish plural all its forms: 1 drzewo, 2 drzewa, 5 drzew, 1,5 drzewa', () => {
    const polish = new Set(flatten(pl));
    const stems = [...polish].filter((key) => key.endsWith('_one')).map((key) => key.replace(PLURAL_SUFFIX, ''));
    expect(stems.length).toBeGreaterThan(0);
    for (const stem of stems) {
      expect(['one', 'few', 'many', 'other'].filter((form) => !polish.has(`${stem}_${form}`))).toEqual([]);
    }
  });
});

describe('Polish wording (docs/product.md#wording)', () => {
  // The words a text may not use, with what it says instead; {{email}}-like placeholders and <mail> tags are not words.
  const UNWANTED: Array<[RegExp, string]> = [
    [/(?<![-{</])\b(e?mail[a-z]*)\b(?![}>])/i, 'e-mail, adres e-mail, e-mailem'],
    [/\b(ze?bra[a-ząćęłńóśźż]*|zbier[a-ząćęłńóśźż]*)/i, 'trees are planted: posadzone, zasadzimy'],
    [/\bForest Challenge\b/, 'the Polish name: Leśne Wyzwanie'],
  ];

  it('says e-mail, plants trees and names the product in Polish', () => {
    const found = texts(pl).flatMap(([key, text]) =>
      UNWANTED.filter(([word]) => word.test(text.replace(/\{\{[^}]*\}\}|<\/?mail>/g, ''))).map(([, instead]) => `${key}: "${text}" (${instead})`),
    );
    expect(found).toEqual([]);
  });

  it('names the product in English in the English texts', () => {
    expect(texts(en).filter(([, text]) => /Leśn[a-ząćęłńóśźż]* Wyzwani/.test(text)).map(([key]) => key)).toEqual([]);
  });
});

describe('words for every value the API sends', () => {
  const keys = new Set(flatten(pl));
  const missing = (prefix: string, values: readonly string[]) => values.map((value) => `${prefix}.${value}`).filter((key) => !keys.has(key));

  it('name every reason the system holds a result for, for the admins and for the result’s owner', () => {
    expect(missing('approvals.flagReason', FLAG_REASONS)).toEqual([]);
    expect(missing('integrations.heldReasons', [...FLAG_REASONS, 'awaitingApproval'])).toEqual([]);
  });

  it('say why a Strava activity did not count, in plain words to its owner', () => {
    expect(missing('integrations.skipReasons', STRAVA_SKIP_REASONS)).toEqual([]);
  });

  it('name every operator condition on the operators’ banner', () => {
    expect(missing('layout.conditions', OPERATOR_CONDITIONS.flatMap((kind) => [`${kind}.title`, `${kind}.text`]))).toEqual([]);
  });
});
