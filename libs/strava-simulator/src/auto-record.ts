import { timesFromMinutes, type SimActivityInput } from './activities';

/** [sport, km from, km to, minutes per km from, to] of what demo athletes record on their own. */
const WORKOUTS: [string, number, number, number, number][] = [
  ['Run', 3, 12, 4.8, 7],
  ['Run', 5, 10, 5, 6.5],
  ['Walk', 2, 8, 10, 13],
  ['Ride', 10, 40, 2, 3.5],
];

const between = (from: number, to: number) => from + Math.random() * (to - from);

/** A plausible workout that ended just now. */
export function randomWorkout(): SimActivityInput {
  const [sportType, kmFrom, kmTo, paceFrom, paceTo] = WORKOUTS[Math.floor(Math.random() * WORKOUTS.length)];
  const km = Math.round(between(kmFrom, kmTo) * 100) / 100;
  return { sport_type: sportType, distance: Math.round(km * 1000), ...timesFromMinutes(km * between(paceFrom, paceTo)) };
}
