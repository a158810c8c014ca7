import type { AttemptWindow } from './sign-in-limits';

/**
 * Webhook events from one address that queued nothing: another subscription id than ours, an
 * athlete nobody connected, or no event at all. Strava's own deliveries name our subscription and
 * our athletes, so they miss only in ones and twos (an event in flight while its athlete
 * disconnects). Past the limit the address is refused everything, so guessing our subscription id
 * by trying goes at 80 an hour an address, and an address refused is free again within the
 * quarter hour. docs/limits.md explains the numbers.
 */
export const STRAVA_WEBHOOK_MISSES_PER_ADDRESS: AttemptWindow = { points: 20, seconds: 15 * 60 };

/**
 * The share of each of Strava's read windows (the quarter hour and the day) that reads asked for
 * by webhook events may take: fetching an event's activity, and the re-syncs that a flooded
 * owner's events collapse into. Events are unsigned and athlete ids are public, so anyone can post
 * events that make us read; whatever they post, four fifths of the budget stay for everything else.
 */
export const STRAVA_WEBHOOK_READ_SHARE = 0.2;

/**
 * Calls to Strava one owner's webhook events may make in a quarter hour (fetches, and the checks
 * of a deauthorization). One save on Strava can send a create and an update or two, so this is
 * three or four activities' events. Past it, the owner's activity events collapse into one
 * re-sync of their event, which lists up to 200 activities a read; a deauthorization waits for
 * the next quarter.
 */
export const STRAVA_WEBHOOK_CALLS_PER_OWNER = 10;

/** The reads webhook events may take in the short window and the day, for Strava's read limits [short, daily]: at least one each. */
export function webhookReadCaps(readLimit: readonly [number, number]): [number, number] {
  const cap = (limit: number) => Math.max(1, Math.floor(limit * STRAVA_WEBHOOK_READ_SHARE));
  return [cap(readLimit[0]), cap(readLimit[1])];
}
