import type { ActivitySource } from './activities';
import type { Lang } from './i18n';

/** The activity types the reference data holds, by their translation key. */
const ACTIVITY_TYPE_KEYS = ['walk', 'run', 'ride', 'swim', 'skate', 'winterSports', 'waterSports', 'other', 'wheelchair'] as const;
export type ActivityTypeKey = (typeof ACTIVITY_TYPE_KEYS)[number];

/**
 * How activity types and sources are called wherever people read them: the SPA's screens
 * (its i18n resources take these) and the API's CSV export, so the file says what the screen says.
 */
export const ACTIVITY_TYPE_WORDS: Readonly<Record<Lang, Readonly<Record<ActivityTypeKey, string>>>> = {
  pl: {
    walk: 'Spacer',
    run: 'Bieg',
    ride: 'Jazda na rowerze',
    swim: 'Pływanie',
    skate: 'Jazda na rolkach lub łyżwach',
    winterSports: 'Sporty zimowe',
    waterSports: 'Sporty wodne',
    other: 'Inna aktywność',
    wheelchair: 'Jazda na wózku',
  },
  en: {
    walk: 'Walk',
    run: 'Run',
    ride: 'Ride',
    swim: 'Swim',
    skate: 'Skating (roller or ice)',
    winterSports: 'Winter sports',
    waterSports: 'Water sports',
    other: 'Other activity',
    wheelchair: 'Wheelchair',
  },
};

export const ACTIVITY_SOURCE_WORDS: Readonly<Record<Lang, Readonly<Record<ActivitySource, string>>>> = {
  pl: { manual: 'wpis ręczny', integrated: 'ze Stravy', file: 'z pliku' },
  en: { manual: 'manual entry', integrated: 'from Strava', file: 'from a file' },
};

export function isActivityTypeKey(value: string): value is ActivityTypeKey {
  return (ACTIVITY_TYPE_KEYS as readonly string[]).includes(value);
}
