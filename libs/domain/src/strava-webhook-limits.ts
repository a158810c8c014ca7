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
