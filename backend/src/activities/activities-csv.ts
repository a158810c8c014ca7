import { stringify, type Stringifier } from 'csv-stringify';
import { ACTIVITY_SOURCE_WORDS, ACTIVITY_TYPE_WORDS, isActivityTypeKey, type Lang } from '@lesne/contracts';
import { numberFormatsByLang, showsEmail, showsName, type Viewer } from '@lesne/domain';
import { type Activity, db } from '@lesne/db';
import { translate, type MessageKey } from '../i18n/messages';

const HEADERS: MessageKey[] = [
  'activities.csv.date',
  'activities.csv.participant',
  'activities.csv.email',
  'activities.csv.type',
  'activities.csv.distance',
  'activities.csv.trees',
  'activities.csv.source',
];

/** Excel splits a CSV by its locale's list separator: where the decimal mark is a comma (Polish), that is a semicolon. */
const DELIMITERS: Record<Lang, string> = { pl: ';', en: ',' };

/**
 * Digits a spreadsheet reads as a number: the language's decimal mark, no thousands grouping. Both
 * numbers (km, an activity's trees) are measures, written with two decimals on every row as the
 * screens show them (docs/product.md#languages-and-formats): 61,73 rather than the stored 61,725.
 */
const SPREADSHEET_NUMBERS = numberFormatsByLang({ useGrouping: false, minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * A CSV writer in the language's spreadsheet dialect, headers first, UTF-8 with a BOM so Excel
 * reads Polish letters. Text a person typed (a name, an e-mail) that starts with = + - @, a tab or
 * a CR gets a leading ' (OWASP CSV injection), so Excel shows it instead of running it. Numbers are
 * not typed text and are left as they are; ours are never negative anyway (distance and trees are
 * above zero), so no number starts with one of those characters.
 */
export function activitiesCsvWriter(lang: Lang): Stringifier {
  return stringify({
    bom: true,
    header: true,
    columns: HEADERS.map((key) => translate(lang, key)),
    delimiter: DELIMITERS[lang],
    escape_formulas: true,
    cast: { number: (value) => SPREADSHEET_NUMBERS[lang].format(value) },
  });
}

/**
 * One activity as a CSV row, with the words the screens use for its type and source, and whose it
 * is as the file shows it to the viewer (libs/domain visibility.ts): the anonymous user, without an
 * address, for whoever asked for their account's deletion.
 */
export function activityCsvRow(activity: Activity, lang: Lang, viewer: Viewer): unknown[] {
  const { translationKey, name } = activity.activityType;
  const person = db.users.personOf(activity.user);
  return [
    activity.day,
    showsName('csv', viewer, person) ? activity.user.name : translate(lang, 'activities.csv.anonymous'),
    showsEmail('csv', viewer, person) ? activity.user.email : '',
    isActivityTypeKey(translationKey) ? ACTIVITY_TYPE_WORDS[lang][translationKey] : name,
    activity.distance,
    activity.trees,
    ACTIVITY_SOURCE_WORDS[lang][activity.source],
  ];
}
