import type { ActivitySource, ActivityTypeKey, FlagReason } from '@lesne/contracts';
import { MANUAL_MAX_DISTANCE_KM } from './limits';

/** The fastest anyone has covered `km`, in `seconds`. */
export interface WorldRecord {
  km: number;
  seconds: number;
}

/** Men's running world records (World Athletics; 100 km: IAU), shortest first. */
export const RUN_WORLD_RECORDS: readonly WorldRecord[] = [
  { km: 0.1, seconds: 9.58 }, // Usain Bolt, Berlin 2009
  { km: 0.4, seconds: 43.03 }, // Wayde van Niekerk, Rio de Janeiro 2016
  { km: 0.8, seconds: 100.91 }, // 1:40.91, David Rudisha, London 2012
  { km: 1.5, seconds: 206 }, // 3:26.00, Hicham El Guerrouj, Rome 1998
  { km: 3, seconds: 437.55 }, // 7:17.55, Jakob Ingebrigtsen, Chorzów 2024
  { km: 5, seconds: 755.36 }, // 12:35.36, Joshua Cheptegei, Monaco 2020
  { km: 10, seconds: 1571 }, // 26:11.00, Joshua Cheptegei, Valencia 2020
  { km: 21.0975, seconds: 3450 }, // 57:30, Yomif Kejelcha, Valencia 2024 (Kiplimo's 56:42 of 2025 was not ratified)
  { km: 42.195, seconds: 7235 }, // 2:00:35, Kelvin Kiptum, Chicago 2023
  { km: 100, seconds: 21_941 }, // 6:05:41, Aleksandr Sorokin, Bedford 2022
];

/** Men's race-walking world records (World Athletics, road), shortest first. 20 km is the shortest distance with a record. */
export const WALK_WORLD_RECORDS: readonly WorldRecord[] = [
  { km: 20, seconds: 4570 }, // 1:16:10, Toshikazu Yamanishi, Kobe 2025
  { km: 50, seconds: 12_753 }, // 3:32:33, Yohann Diniz, Zürich 2014
];

/** Men's freestyle world records (World Aquatics, 50 m pool), shortest first. */
export const SWIM_WORLD_RECORDS: readonly WorldRecord[] = [
  { km: 0.05, seconds: 20.91 }, // César Cielo, São Paulo 2009
  { km: 0.1, seconds: 46.4 }, // Pan Zhanle, Paris 2024
  { km: 0.2, seconds: 102 }, // 1:42.00, Paul Biedermann, Rome 2009
  { km: 0.4, seconds: 219.96 }, // 3:39.96, Lukas Märtens, Stockholm 2025
  { km: 0.8, seconds: 452.12 }, // 7:32.12, Zhang Lin, Rome 2009
  { km: 1.5, seconds: 870.67 }, // 14:30.67, Bobby Finke, Paris 2024
];

/** Men's track cycling world records (UCI), shortest first. Standing starts: a flying 200 m is no ride's average. */
export const RIDE_WORLD_RECORDS: readonly WorldRecord[] = [
  { km: 1, seconds: 55.433 }, // 1 km time trial, Jeffrey Hoogland, Aguascalientes 2023
  { km: 4, seconds: 239.636 }, // 4 km individual pursuit, 3:59.636, Filippo Ganna, Saint-Quentin-en-Yvelines 2022
  { km: 56.792, seconds: 3600 }, // the hour record, Filippo Ganna, Grenchen 2022
];

const WORLD_RECORDS: Partial<Record<ActivityTypeKey, readonly WorldRecord[]>> = {
  run: RUN_WORLD_RECORDS,
  walk: WALK_WORLD_RECORDS,
  swim: SWIM_WORLD_RECORDS,
  ride: RIDE_WORLD_RECORDS,
};

/** 24-hour running record: 319.614 km, Aleksandr Sorokin, Verona 2022 (IAU). */
export const RUN_DAY_LIMIT_KM = 319.614;
/** 24-hour swim in a pool: 103.58 km, Bartłomiej Kubkowski, Koszalin 2025 (25 m pool). */
export const SWIM_DAY_LIMIT_KM = 103.58;
/** 24-hour road cycling record: 1026.215 km, Christoph Strasser, Zeltweg 2021. No one moves farther in a day under their own power. */
export const RIDE_DAY_LIMIT_KM = 1026.215;

/**
 * The most km one person's results of one type may add up to in a day. A walk covers no more
 * than anyone has run; skating, skiing, handcycling and the rest no more than anyone has
 * cycled. Water sports have none: sailing and kitesurfing are wind-driven, and a yacht
 * logs over 1000 km a day.
 */
export const DAY_LIMIT_KM: Readonly<Record<ActivityTypeKey, number | null>> = {
  run: RUN_DAY_LIMIT_KM,
  walk: RUN_DAY_LIMIT_KM,
  swim: SWIM_DAY_LIMIT_KM,
  ride: RIDE_DAY_LIMIT_KM,
  skate: RIDE_DAY_LIMIT_KM,
  winterSports: RIDE_DAY_LIMIT_KM,
  wheelchair: RIDE_DAY_LIMIT_KM,
  other: RIDE_DAY_LIMIT_KM,
  waterSports: null,
};

/** Faster on average than the record: compared as products, so zero seconds is simply infinitely fast. */
function beats(record: WorldRecord, km: number, seconds: number): boolean {
  return km * record.seconds > record.km * seconds;
}

/** The record over the longest distance not above `km`: its pace is faster than any record at `km`, so beating it is certain. */
function recordAtOrBelow(records: readonly WorldRecord[], km: number): WorldRecord | undefined {
  return records.filter((record) => record.km <= km).at(-1);
}

function speedProblem(typeKey: ActivityTypeKey, km: number, seconds: number): FlagReason | null {
  const records = WORLD_RECORDS[typeKey];
  if (!records || km <= 0) return null;
  if (records.every((record) => beats(record, km, seconds))) return 'speedForSport';
  const record = recordAtOrBelow(records, km);
  return record && beats(record, km, seconds) ? 'tooFast' : null;
}

/**
 * Why a result needs a reviewer's look, or null.
 * - beyondManualLimit: longer than a manual result may be.
 * - speedForSport: faster than this sport's fastest record over any distance (a walk at running
 *   speed, a run at cycling speed, a ride at a car's).
 * - tooFast: faster than the world record over its distance (against the record of the nearest
 *   shorter distance, which no result at this distance can honestly beat).
 * - dayTotal: with `dayKmBefore`, the user's km already counted that day in the same type, beyond
 *   the type's 24-hour record.
 * A manual result (no elapsed time) is checked for its distance and the day's total only.
 */
export function plausibilityProblem(result: { typeKey: ActivityTypeKey; km: number; elapsedSeconds: number | null; dayKmBefore: number }): FlagReason | null {
  if (result.km > MANUAL_MAX_DISTANCE_KM) return 'beyondManualLimit';
  const speed = result.elapsedSeconds === null ? null : speedProblem(result.typeKey, result.km, result.elapsedSeconds);
  if (speed) return speed;
  const dayLimit = DAY_LIMIT_KM[result.typeKey];
  return dayLimit !== null && result.dayKmBefore + result.km > dayLimit ? 'dayTotal' : null;
}

/**
 * Distances within this share of the longer one count as the same activity: two devices
 * recording one activity differ by a few per cent (GPS sampling, auto-pause), and someone who
 * typed a manual result rounded it.
 */
export const DUPLICATE_DISTANCE_RATIO = 0.1;
/** ...or within this many km, for short activities where a tenth is less than a rounding. */
export const DUPLICATE_DISTANCE_KM = 0.5;

export interface Candidate {
  id?: number;
  startTime: Date;
  /** null: a manual result, known only by its day */
  elapsedSeconds: number | null;
  day: string;
  km: number;
  source: ActivitySource;
}

function similarDistance(a: Candidate, b: Candidate): boolean {
  return Math.abs(a.km - b.km) <= Math.max(DUPLICATE_DISTANCE_KM, DUPLICATE_DISTANCE_RATIO * Math.max(a.km, b.km));
}

/** Two timed results overlap when each starts before the other ends; one known only by its day overlaps everything that day. */
function overlapping(a: Candidate, b: Candidate): boolean {
  if (a.elapsedSeconds === null || b.elapsedSeconds === null) return a.day === b.day;
  const aStart = a.startTime.getTime();
  const bStart = b.startTime.getTime();
  return aStart === bStart || (aStart < bStart + b.elapsedSeconds * 1000 && bStart < aStart + a.elapsedSeconds * 1000);
}

function sameResult(a: Candidate, b: Candidate): boolean {
  return a === b || (a.id !== undefined && a.id === b.id);
}

/**
 * The user's earlier result that `candidate` (the later one) repeats, or null: overlapping in time
 * with a similar distance, whatever the types. Two manual results are never duplicates of each
 * other: people log two similar walks a day. Pass `others` oldest first; the first match is returned.
 */
export function findDuplicate(candidate: Candidate, others: Candidate[]): Candidate | null {
  return (
    others.find(
      (other) =>
        !sameResult(candidate, other) &&
        !(candidate.source === 'manual' && other.source === 'manual') &&
        overlapping(candidate, other) &&
        similarDistance(candidate, other),
    ) ?? null
  );
}
