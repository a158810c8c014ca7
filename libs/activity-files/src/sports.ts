import type { ActivityTypeKey } from '@lesne/contracts';

/**
 * FIT's sports (the profile's names, as @garmin/fitsdk decodes them) by the activity type they
 * count as; every other sport (team and racket sports, gym work, motor sports, flying) is 'other'.
 * As for Strava's sport types (libs/domain strava-import.ts): e-bikes are pedalled bicycles.
 */
const FIT_SPORTS: ReadonlyMap<string, ActivityTypeKey> = new Map([
  ['running', 'run'],
  ['walking', 'walk'],
  ['hiking', 'walk'],
  ['cycling', 'ride'],
  ['eBiking', 'ride'],
  ['swimming', 'swim'],
  ['inlineSkating', 'skate'],
  ['iceSkating', 'skate'],
  ['crossCountrySkiing', 'winterSports'],
  ['alpineSkiing', 'winterSports'],
  ['snowboarding', 'winterSports'],
  ['snowshoeing', 'winterSports'],
  ['wheelchairPushWalk', 'wheelchair'],
  ['wheelchairPushRun', 'wheelchair'],
  ['rowing', 'waterSports'],
  ['paddling', 'waterSports'],
  ['kayaking', 'waterSports'],
  ['standUpPaddleboarding', 'waterSports'],
  ['sailing', 'waterSports'],
  ['kitesurfing', 'waterSports'],
  ['windsurfing', 'waterSports'],
  ['surfing', 'waterSports'],
]);

/**
 * FIT sub-sports that decide the type whatever their sport: the indoor machines (recorded under
 * 'fitnessEquipment'), and the handcycle, which is 'wheelchair' as Strava's Handcycle is: driven
 * by the arms, at a wheelchair racer's speeds, not a cyclist's.
 */
const FIT_SUB_SPORTS: ReadonlyMap<string, ActivityTypeKey> = new Map([
  ['treadmill', 'run'],
  ['indoorRunning', 'run'],
  ['indoorWalking', 'walk'],
  ['indoorCycling', 'ride'],
  ['indoorRowing', 'waterSports'],
  ['handCycling', 'wheelchair'],
  ['indoorHandCycling', 'wheelchair'],
  ['indoorWheelchairWalk', 'wheelchair'],
  ['indoorWheelchairRun', 'wheelchair'],
]);

/** A FIT session's sport and sub-sport (names, or numbers the SDK's profile does not know) as our activity type. */
export function fitSport(sport: unknown, subSport: unknown): ActivityTypeKey {
  return (typeof subSport === 'string' ? FIT_SUB_SPORTS.get(subSport) : undefined) ?? (typeof sport === 'string' ? FIT_SPORTS.get(sport) : undefined) ?? 'other';
}

/** Strava writes its sport as a number into the GPX it exports: 1 Ride, 4 Hike, 9 Run, 10 Walk, 16 Swim. */
const STRAVA_GPX_CODES: ReadonlyMap<string, ActivityTypeKey> = new Map([
  ['1', 'ride'],
  ['4', 'walk'],
  ['9', 'run'],
  ['10', 'walk'],
  ['16', 'swim'],
]);

/**
 * Words that name a sport inside the many spellings apps write (Garmin Connect's "trail_running",
 * Strava's "MountainBikeRide", TCX's "Biking"), tried in this order, so that the more particular
 * word wins: motor sports and water skiing are no one's own effort, a wheelchair run is no run,
 * roller skis are skates, "skate_skiing" is skiing, a swimrun counts as a swim.
 */
const SPORT_WORDS: ReadonlyArray<readonly [ActivityTypeKey, readonly string[]]> = [
  ['other', ['motor', 'driv', 'waterski', 'jetski']],
  ['wheelchair', ['wheelchair', 'handcycl']],
  ['skate', ['rollerski']],
  ['winterSports', ['ski', 'snowboard', 'snowshoe']],
  ['skate', ['skat']],
  ['swim', ['swim']],
  ['run', ['run']],
  ['walk', ['walk', 'hik']],
  ['ride', ['cycl', 'bik', 'ride', 'velomobile']],
  ['waterSports', ['row', 'paddl', 'kayak', 'canoe', 'surf', 'sail']],
];

/** The activity type a GPX track's <type> or a TCX activity's Sport names, compared without case or punctuation; 'other' when it names none. */
export function namedSport(name: string | null): ActivityTypeKey {
  if (name === null) return 'other';
  const word = name.toLowerCase().replace(/[^a-z0-9]/g, '');
  return STRAVA_GPX_CODES.get(word) ?? SPORT_WORDS.find(([, parts]) => parts.some((part) => word.includes(part)))?.[0] ?? 'other';
}
