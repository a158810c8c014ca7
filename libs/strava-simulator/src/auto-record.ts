import { SIM_DEVICES, timesFromMinutes, type SimActivityInput } from './activities';

const [FORERUNNER, EDGE, STRAVA_APP, APPLE_WATCH] = SIM_DEVICES;

/** [sport, km from, km to, minutes per km from, to, devices] of what demo athletes record on their own. */
const WORKOUTS: [string, number, number, number, number, string[]][] = [
  ['Run', 3, 12, 4.8, 7, [FORERUNNER, STRAVA_APP, APPLE_WATCH]],
  ['Run', 5, 10, 5, 6.5, [STRAVA_APP, APPLE_WATCH]],
  ['Walk', 2, 8, 10, 13, [STRAVA_APP, APPLE_WATCH]],
  ['Ride', 10, 40, 2, 3.5, [EDGE, STRAVA_APP]],
];

const between = (from: number, to: number) => from + Math.random() * (to - from);
const oneOf = <T>(choices: readonly T[]): T => choices[Math.floor(Math.random() * choices.length)];

/** A plausible workout that ended just now, some of them on a Garmin. */
export function randomWorkout(): SimActivityInput {
  const [sportType, kmFrom, kmTo, paceFrom, paceTo, devices] = oneOf(WORKOUTS);
  const km = Math.round(between(kmFrom, kmTo) * 100) / 100;
  return { sport_type: sportType, distance: Math.round(km * 1000), ...timesFromMinutes(km * between(paceFrom, paceTo)), device_name: oneOf(devices) };
}
